// The draft and unlisted banners of the theme, with their messages, as one lazy chunk for
// src/theme/ContentVisibility: only a draft or unlisted page loads it.
import contentVisibilityMessages from '@generated/codeTranslations.json?messages=contentVisibility';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';

registerMessages(contentVisibilityMessages);

export {default as Draft} from '@theme/ContentVisibility/Draft';
export {default as Unlisted} from '@theme/ContentVisibility/Unlisted';
