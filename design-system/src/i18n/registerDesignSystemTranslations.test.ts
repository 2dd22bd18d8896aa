import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createInstance } from 'i18next';
import { formatRelativeTime } from '../utils/formatRelativeTime.ts';
import {
  designSystemResources,
  registerDesignSystemTranslations,
} from './registerDesignSystemTranslations.ts';

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('registerDesignSystemTranslations', () => {
  it('has the same keys in every language', () => {
    const english = keys(designSystemResources['en-us']).sort();
    assert.deepEqual(keys(designSystemResources['hi-in']).sort(), english);
    assert.deepEqual(keys(designSystemResources['zh-cn']).sort(), english);
  });

  it('adds the ds namespace to an initialized instance', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'hi-in', lowerCaseLng: true, resources: {} });
    registerDesignSystemTranslations(i18n);
    assert.equal(i18n.t('alert.title', { ns: 'ds', lng: 'zh-cn' }), '提示信息');
    assert.equal(i18n.t('alert.title', { ns: 'ds', lng: 'en-us' }), 'Prompt information');
    assert.equal(i18n.t('alert.title', { ns: 'ds' }), 'सूचना');
  });

  it('waits for an instance that is not initialized yet', async () => {
    const i18n = createInstance();
    registerDesignSystemTranslations(i18n);
    await i18n.init({ lng: 'en-us', lowerCaseLng: true, resources: {} });
    assert.equal(i18n.t('list.noMore', { ns: 'ds' }), 'No more');
  });

  it('pluralizes relative times per language', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en-us', lowerCaseLng: true, resources: {} });
    registerDesignSystemTranslations(i18n);
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
