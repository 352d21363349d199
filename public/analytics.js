// Google Analytics 4 bootstrap. The consent banner (src/components/consent/consent-banner.island.tsx) adds
// this file, with the measurement id in data-measurement-id, only after the visitor has accepted
// analytics, and only in builds that set GA_MEASUREMENT_ID. It is a file (not an inline script) so
// the Content-Security-Policy needs no 'unsafe-inline'; gtag.js reads `arguments` objects from the
// data layer, hence the classic form. Consent mode records what was agreed: analytics storage only,
// no advertising storage or signals (the /privacy page says so).
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
