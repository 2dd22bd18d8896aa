import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInstance } from 'i18next';
import { addTexts, type SubPathTexts } from './useSubPathTranslation.ts';

const texts: SubPathTexts = {
  'hi-in': { widget: { label: 'विजेट' } },
  'en-us': { widget: { label: 'Widget' } },
  'zh-cn': { widget: { label: '组件' } },
};

async function instance(lng: string) {
  const i18n = createInstance();
  await i18n.init({ lng, lowerCaseLng: true, resources: {}, fallbackLng: false });
  return i18n;
}

describe('a sub-path’s own texts', () => {
  it('join the ds texts of the language shown', async () => {
    const i18n = await instance('hi-in');
    i18n.addResourceBundle('hi-in', 'ds', { common: { back: 'वापस' } });
    addTexts(i18n, texts);
    assert.equal(i18n.t('widget.label', { ns: 'ds' }), 'विजेट');
    assert.equal(i18n.t('common.back', { ns: 'ds' }), 'वापस');
    assert.equal(i18n.hasResourceBundle('en-us', 'ds'), false);
  });

  it('wait for that language’s ds texts, so the app still loads them', async () => {
    const i18n = await instance('en-us');
    addTexts(i18n, texts);
    assert.equal(i18n.hasResourceBundle('en-us', 'ds'), false);
  });

  it('follow a language switch', async () => {
    const i18n = await instance('hi-in');
    i18n.addResourceBundle('hi-in', 'ds', {});
    addTexts(i18n, texts);
    i18n.addResourceBundle('zh-cn', 'ds', {});
    await i18n.changeLanguage('zh-cn');
    addTexts(i18n, texts);
    assert.equal(i18n.t('widget.label', { ns: 'ds' }), '组件');
  });
});
