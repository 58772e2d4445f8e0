/**
 * The script of the base-URL issue banner, in the head of each locale's home page
 * (./banner.tsx). It shows the banner when the main bundle's script element reports that it could
 * not run: an `error` (the file did not load: a wrong base URL answers 404, a blocked or failed
 * request, a file refused as not JavaScript), or a `load` after which `window.docusaurus`, which
 * the bundle sets first thing, is still undefined (it ran and failed, or an HTML page was served
 * in its place). Both come from the script element itself, after it was fetched and run, so a
 * slow but healthy load (a slow network, a slow CPU, scripts that start after the first paint
 * as src/plugins/route-scripts has them) never shows it. With JavaScript off nothing runs and
 * nothing shows, as with core's banner, which is inserted by script too.
 *
 * The banner's words and the configured base URL are the script element's data attributes,
 * written by the server in the page's locale: the script is the same on every home page, so one
 * CSP hash covers all four (deploy/csp-inline-scripts.json; a change fails the CSP check). The
 * banner is built by the script rather than rendered, so that search engines never index it.
 * Plain ES5: nothing compiles it, and it must not fail in any browser.
 */
export const bannerScript = `(function () {
  var words = document.currentScript.dataset;
  var main = /\\/assets\\/js\\/main\\.[0-9a-f]+\\.js$/;
  var shown = false;
  function line(text, value, color) {
    var p = document.createElement('p');
    p.textContent = text;
    if (value) {
      var strong = document.createElement('strong');
      strong.style.color = color;
      strong.textContent = ' ' + value;
      p.appendChild(strong);
    }
    return p;
  }
  function check(event) {
    var script = event.target;
    if (shown || !script || script.tagName !== 'SCRIPT' || !main.test(script.src)) return;
    if (event.type === 'load' && window.docusaurus) return;
    shown = true;
    var path = location.pathname;
    var banner = document.createElement('div');
    banner.id = '__docusaurus-base-url-issue-banner';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'border:thick solid #b00000;background:#ffe6b3;color:#000;margin:20px;padding:20px;font-size:20px';
    var title = line(words.title);
    title.style.cssText = 'font-weight:bold;font-size:30px';
    banner.appendChild(title);
    banner.appendChild(line(words.reason));
    banner.appendChild(line(words.configured, words.base, '#b00000'));
    banner.appendChild(line(words.suggest, path.slice(-1) === '/' ? path : path + '/', '#006400'));
    document.body.insertBefore(banner, document.body.firstChild);
  }
  document.addEventListener('error', check, true);
  document.addEventListener('load', check, true);
})();`;
