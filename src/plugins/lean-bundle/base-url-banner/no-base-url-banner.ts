// Replaces core's base-URL issue banner in the browser bundle: a page whose bundle runs has loaded,
// so there is nothing to show. The banner of a page whose bundle did not run is the inline script
// the server rendered (./banner.tsx).
export default function BaseUrlIssueBanner(): null {
  return null;
}
