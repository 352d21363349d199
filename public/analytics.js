// Google Analytics 4 bootstrap. components/analytics.tsx adds this file, with the measurement id
// in data-measurement-id, once the page is interactive and idle, and only in builds that set
// GA_MEASUREMENT_ID. It is a file (not an inline script) so the Content-Security-Policy needs no
// 'unsafe-inline'; gtag.js reads `arguments` objects from the data layer, hence the classic form.
(function () {
  var script = document.currentScript;
  var id = script && script.dataset.measurementId;
  if (!id) return;
  window.dataLayer = window.dataLayer || [];
  function gtag() {
    window.dataLayer.push(arguments);
  }
  gtag("js", new Date());
  gtag("config", id, { anonymize_ip: true });
  var tag = document.createElement("script");
  tag.async = true;
  tag.src = "https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(id);
  document.head.appendChild(tag);
})();
