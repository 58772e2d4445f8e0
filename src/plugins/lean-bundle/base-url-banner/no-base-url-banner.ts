// Replaces core's base-URL issue banner in the browser bundle when the site turns it off
// (`baseUrlIssueBanner: false`): the original is imported by the app shell whatever the setting
// and only checks it at render time.
export default function BaseUrlIssueBanner(): null {
  return null;
}
