// Google Analytics 4 bootstrap, added by the consent banner only after the visitor has accepted analytics,
// and only in builds that set GA_MEASUREMENT_ID; a file, so the Content-Security-Policy needs no
// 'unsafe-inline', in the classic form gtag.js reads (docs/decisions/analytics-consent.md).
(function () {
  var script = document.currentScript;
  var id = script && script.dataset.measurementId;
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  function gtag() {
    window.dataLayer.push(arguments);
  }
  window.gtag = gtag;
  gtag("consent", "default", {
    analytics_storage: "granted",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
  gtag("js", new Date());
  gtag("config", id, { allow_google_signals: false, allow_ad_personalization_signals: false });
  var tag = document.createElement("script");
  tag.async = true;
  tag.src = "https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(id);
  document.head.appendChild(tag);
})();
