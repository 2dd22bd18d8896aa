// This sub-path's own texts in the three languages, bundled with it rather than with the first
// screen's `ds` texts (see useSubPathTranslation).
import enUs from './i18n/en-us.json' with { type: 'json' };
import hiIn from './i18n/hi-in.json' with { type: 'json' };
import zhCn from './i18n/zh-cn.json' with { type: 'json' };

export const texts = { 'hi-in': hiIn, 'en-us': enUs, 'zh-cn': zhCn };
