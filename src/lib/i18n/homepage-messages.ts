// Registers the home page's messages (`homepage.*`), which src/plugins/lean-bundle/messages keeps out of
// the main bundle. Imported for its effect by every module that renders them.
import homepageMessages from '@generated/codeTranslations.json?messages=homepage';
import {registerMessages} from './scoped-messages';

registerMessages(homepageMessages);
