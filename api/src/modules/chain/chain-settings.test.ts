import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { parseChainSettings } from './chain-settings.ts';
import { deriveDepositAddress, fromUsdtMinor, toUsdtMinor } from './hd-address.ts';

// Hardhat's well-known test mnemonic: m/44'/60'/0'/0/n are its funded accounts #n.
const root = HDKey.fromMasterSeed(
  mnemonicToSeedSync('test test test test test test test test test test test junk'),
).derive("m/44'/60'/0'");
const xpub = root.publicExtendedKey;
const served = {
  ERC20_RPC_URL: 'http://127.0.0.1:8545',
  ERC20_USDT_CONTRACT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  ERC20_XPUB: xpub,
};

test('addresses are BIP-44 children 0/n of the account xpub, from the public key alone', () => {
  assert.equal(deriveDepositAddress(xpub, 0), '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
  assert.equal(deriveDepositAddress(xpub, 1), '0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
  assert.equal(deriveDepositAddress(xpub, 1), deriveDepositAddress(xpub, 1), 'the same every time');
  assert.throws(() => deriveDepositAddress(xpub, 2 ** 31), RangeError);
  assert.throws(() => deriveDepositAddress(xpub, -1), RangeError);
});

test('token amounts become USDT minor units rounded down, and back', () => {
  assert.equal(toUsdtMinor(1_500_000n, 6), 1_500_000n);
  assert.equal(toUsdtMinor(1_500_000_999_999_999_999n, 18), 1_500_000n, 'dust below 10⁻⁶ is not credited');
  assert.equal(fromUsdtMinor(1_500_000n, 18), 1_500_000_000_000_000_000n);
  assert.equal(fromUsdtMinor(1_500_000n, 6), 1_500_000n);
});

test('a chain is served only with its RPC URL, contract and xpub; defaults per chain', () => {
  assert.deepEqual(parseChainSettings({}), { chains: [], problems: [] });
  const { chains, problems } = parseChainSettings({ ...served, ERC20_MIN_DEPOSIT: '5.5' });
  assert.deepEqual(problems, []);
  assert.equal(chains.length, 1);
  const [erc20] = chains;
  assert.equal(erc20!.chain, 'ERC20');
  assert.equal(erc20!.usdtContract, '0xdac17f958d2ee523a2206206994597c13d831ec7');
  assert.equal(erc20!.confirmations, 12);
  assert.equal(erc20!.tokenDecimals, 6);
  assert.equal(erc20!.minimumDeposit, 5_500_000n);
  assert.equal(erc20!.hotWalletLow, 1_000_000_000n);
  assert.equal(erc20!.hotWalletKey, undefined);
  const bep20 = parseChainSettings({
    BEP20_RPC_URL: 'https://bsc.example',
    BEP20_USDT_CONTRACT: served.ERC20_USDT_CONTRACT,
    BEP20_XPUB: xpub,
  }).chains[0]!;
  assert.equal(bep20.confirmations, 15);
  assert.equal(bep20.tokenDecimals, 18);
});

test('bad chain settings name the variable and never repeat a key', () => {
  const key = `0x${'ab'.repeat(32)}`;
  const cases: [Record<string, string>, string][] = [
    [{ ERC20_RPC_URL: 'http://x' }, 'ERC20_USDT_CONTRACT, ERC20_XPUB'],
    [{ ...served, ERC20_XPUB: root.privateExtendedKey }, 'ERC20_XPUB'],
    [{ ...served, ERC20_USDT_CONTRACT: '0x12' }, 'ERC20_USDT_CONTRACT'],
    [{ ...served, ERC20_RPC_URL: 'ftp://node' }, 'ERC20_RPC_URL'],
    [{ ...served, ERC20_CONFIRMATIONS: '0' }, 'ERC20_CONFIRMATIONS'],
    [{ ...served, ERC20_MIN_DEPOSIT: 'ten' }, 'ERC20_MIN_DEPOSIT'],
    [{ ...served, ERC20_HOT_WALLET_KEY: `${key}ff` }, 'ERC20_HOT_WALLET_KEY'],
  ];
  for (const [env, variable] of cases) {
    const { chains, problems } = parseChainSettings(env);
    assert.deepEqual(chains, [], variable);
    assert.ok(
      problems.some((problem) => problem.includes(variable)),
      `${variable}: ${problems.join('; ')}`,
    );
    assert.ok(!problems.join(' ').includes('abab'), 'the key is not repeated');
    assert.ok(!problems.join(' ').includes('xprv'), 'the private key is not repeated');
  }
});
