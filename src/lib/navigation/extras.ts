/**
 * One chunk for the navigation helpers src/client/navigation.ts loads after a page's first load:
 * keeping a jumped-to heading clear of the navbar, and same-site links.
 */
export {keepClearOfNavbar} from './navbar-guard';
export {installSameSiteLinks} from './same-site-links';
