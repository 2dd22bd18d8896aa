import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInstance } from 'i18next';
import { formatRelativeTime } from '../utils/formatRelativeTime.ts';
import {
  designSystemTranslations,
  registerDesignSystemTranslations,
} from './registerDesignSystemTranslations.ts';

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('registerDesignSystemTranslations', () => {
  it('has the same keys in every language', async () => {
    const english = keys(await designSystemTranslations['en-us']()).sort();
    assert.deepEqual(keys(await designSystemTranslations['hi-in']()).sort(), english);
    assert.deepEqual(keys(await designSystemTranslations['zh-cn']()).sort(), english);
  });

  it('adds the ds namespace in the current language only, by default', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'hi-in', lowerCaseLng: true, resources: {} });
    await registerDesignSystemTranslations(i18n);
    assert.equal(i18n.t('alert.title', { ns: 'ds' }), 'सूचना');
    assert.equal(i18n.hasResourceBundle('en-us', 'ds'), false);
    assert.equal(i18n.hasResourceBundle('zh-cn', 'ds'), false);
  });

  it('adds the languages asked for', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'hi-in', lowerCaseLng: true, resources: {} });
    await registerDesignSystemTranslations(i18n, ['zh-cn', 'en-us']);
    assert.equal(i18n.t('alert.title', { ns: 'ds', lng: 'zh-cn' }), '提示信息');
    assert.equal(i18n.t('alert.title', { ns: 'ds', lng: 'en-us' }), 'Prompt information');
  });

  it('waits for an instance that is not initialized yet', async () => {
    const i18n = createInstance();
    const registered = registerDesignSystemTranslations(i18n);
    await i18n.init({ lng: 'en-us', lowerCaseLng: true, resources: {} });
    await registered;
    assert.equal(i18n.t('empty.title', { ns: 'ds' }), 'No data yet');
  });

  it('pluralizes relative times per language', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en-us', lowerCaseLng: true, resources: {} });
    await registerDesignSystemTranslations(i18n, ['en-us', 'hi-in', 'zh-cn']);
    const now = new Date(2025, 0, 31, 12);
    const hourAgo = new Date(2025, 0, 31, 11);
    const threeDaysAgo = new Date(2025, 0, 28, 12);
    const t = (lng: string) => i18n.getFixedT(lng, 'ds');
    assert.equal(formatRelativeTime(hourAgo, now, t('en-us')), '1 hour ago');
    assert.equal(formatRelativeTime(threeDaysAgo, now, t('en-us')), '3 days ago');
    assert.equal(formatRelativeTime(hourAgo, now, t('hi-in')), '1 घंटा पहले');
    assert.equal(formatRelativeTime(threeDaysAgo, now, t('zh-cn')), '3 天前');
    assert.equal(formatRelativeTime(now, now, t('hi-in')), 'अभी-अभी');
  });
});
