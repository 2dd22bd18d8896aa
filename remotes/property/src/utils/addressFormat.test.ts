import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isAddressFormatValid, shortAddress } from './addressFormat.ts';

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

test('a TRC20 address is T and 33 base58 characters', () => {
  assert.equal(isAddressFormatValid('TRC20', TRON), true);
  assert.equal(isAddressFormatValid('TRC20', ` ${TRON} `), true);
  assert.equal(isAddressFormatValid('TRC20', TRON.slice(0, -1)), false);
  assert.equal(isAddressFormatValid('TRC20', `${TRON.slice(0, -1)}0`), false);
  assert.equal(isAddressFormatValid('TRC20', EVM), false);
});

test('ERC20 and BEP20 addresses are 0x and 40 hexadecimal digits', () => {
  for (const chain of ['ERC20', 'BEP20'] as const) {
    assert.equal(isAddressFormatValid(chain, EVM), true);
    assert.equal(isAddressFormatValid(chain, EVM.toLowerCase()), true);
    assert.equal(isAddressFormatValid(chain, `${EVM}0`), false);
    assert.equal(isAddressFormatValid(chain, `${EVM.slice(0, -1)}g`), false);
    assert.equal(isAddressFormatValid(chain, TRON), false);
  }
});

test('a long address is shortened around an ellipsis', () => {
  assert.equal(shortAddress(TRON), 'TQn9Y2kh…w5KcbLSE');
  assert.equal(shortAddress('T123'), 'T123');
});
