import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { City, Country, Place } from './location.contract.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

let server: TestServer;
before(async () => (server = await startTestServer()));
after(() => server.close());

test('countries: every one, by name in the language, with calling codes; searched in any language or by code', async () => {
  const english = await server.get<Country[]>('/api/Location/countries', { lang: 'en-us' });
  assert.equal(english.httpStatus, 200);
  assert.ok(english.body.data.length >= 240);
  assert.deepEqual(
    english.body.data.find((country) => country.code === 'IN'),
    { code: 'IN', name: 'India', callingCode: '+91' },
  );
  const names = english.body.data.map((country) => country.name);
  assert.deepEqual(names, [...names].sort(new Intl.Collator('en').compare));

  const hindi = await server.get<Country[]>('/api/Location/countries', {
    lang: 'hi-in',
    query: { q: 'भारत' },
  });
  assert.deepEqual(hindi.body.data, [{ code: 'IN', name: 'भारत', callingCode: '+91' }]);
  const chinese = await server.get<Country[]>('/api/Location/countries', {
    lang: 'zh-cn',
    query: { q: 'india' },
  });
  assert.deepEqual(
    chinese.body.data.map((country) => [country.code, country.name]),
    [
      ['IN', '印度'],
      ['IO', '英属印度洋领地'],
    ],
  );
  const byCode = await server.get<Country[]>('/api/Location/countries', {
    lang: 'en-us',
    query: { q: 'ae' },
  });
  assert.ok(byCode.body.data.some((country) => country.code === 'AE'));
  const accents = await server.get<Country[]>('/api/Location/countries', {
    lang: 'en-us',
    query: { q: 'cote d' },
  });
  assert.ok(
    accents.body.data.some((country) => country.code === 'CI'),
    'Côte d’Ivoire without its accent',
  );
  const none = await server.get<Country[]>('/api/Location/countries', {
    lang: 'en-us',
    query: { q: 'zzzz' },
  });
  assert.deepEqual(none.body.data, []);
});

test('cities: of one country, those starting with the search first, limited; a place with its region, country and coordinates', async () => {
  const answer = await server.get<City[]>('/api/Location/cities', {
    lang: 'en-us',
    query: { country: 'in', q: 'new del', limit: 5 },
  });
  assert.equal(answer.httpStatus, 200);
  assert.deepEqual(answer.body.data[0], {
    id: 'IN:DL:New Delhi',
    name: 'New Delhi',
    region: 'Delhi',
    countryCode: 'IN',
  });
  const delhi = await server.get<City[]>('/api/Location/cities', {
    query: { country: 'IN', q: 'delhi', limit: 3 },
  });
  assert.equal(delhi.body.data.length, 3);
  assert.equal(delhi.body.data[0]!.name, 'Delhi', 'starting with the search before holding it');
  const first = await server.get<City[]>('/api/Location/cities', { query: { country: 'FR' } });
  assert.equal(first.body.data.length, 20);
  assert.ok(first.body.data.every((city) => city.countryCode === 'FR'));

  const place = await server.get<Place>('/api/Location/place', {
    lang: 'hi-in',
    query: { city: 'IN:DL:New Delhi' },
  });
  assert.equal(place.httpStatus, 200);
  assert.equal(place.body.data.country, 'भारत');
  assert.equal(place.body.data.region, 'Delhi');
  assert.ok(Math.abs(place.body.data.latitude! - 28.6) < 0.1);
  assert.ok(Math.abs(place.body.data.longitude! - 77.2) < 0.1);
});

test('an unknown country or city is refused in the language', async () => {
  const country = await server.get('/api/Location/cities', { lang: 'en-us', query: { country: 'XX' } });
  assert.deepEqual([country.httpStatus, country.body.msg], [422, 'Choose a country from the list']);
  const malformed = await server.get('/api/Location/cities', { lang: 'zh-cn', query: { country: 'India' } });
  assert.deepEqual([malformed.httpStatus, malformed.body.msg], [422, '请从列表中选择国家']);
  const city = await server.get('/api/Location/place', { lang: 'hi-in', query: { city: 'IN:DL:Atlantis' } });
  assert.deepEqual([city.httpStatus, city.body.msg], [404, 'सूची में से एक शहर चुनें']);
  const limit = await server.get('/api/Location/cities', { query: { country: 'IN', limit: 101 } });
  assert.equal(limit.httpStatus, 422);
});
