import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import solc from 'solc';
import {
  createPublicClient,
  createWalletClient,
  http,
  type Abi,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// The package's bin (its exports do not name the CLI).
const hardhatCli = join(
  dirname(fileURLToPath(import.meta.resolve('hardhat/package.json'))),
  'dist/src/cli.js',
);

/** Hardhat's well-known funded accounts (the chain is local: these keys are public on purpose). */
export const FUNDED_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
] as const satisfies Hex[];

/** The deposit addresses' seed in tests; the server only ever sees its extended public key. */
const DEPOSIT_MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const depositRoot = HDKey.fromMasterSeed(mnemonicToSeedSync(DEPOSIT_MNEMONIC)).derive("m/44'/60'/0'");
/** Account-level extended public key of the test deposit addresses (m/44'/60'/0'). */
export const TEST_XPUB = depositRoot.publicExtendedKey;
/** The private key of deposit address n (to sweep it in a test, as the offline signer would). */
export const depositKeyOf = (index: number): Hex =>
  `0x${Buffer.from(depositRoot.deriveChild(0).deriveChild(index).privateKey!).toString('hex')}`;

let compiled: { abi: Abi; bytecode: Hex } | undefined;

/** TestUsdt.sol compiled with solc-js (half a second, once per process). */
export function testUsdtArtifact(): { abi: Abi; bytecode: Hex } {
  if (compiled) return compiled;
  const input = {
    language: 'Solidity',
    sources: { 'TestUsdt.sol': { content: readFileSync(here('./TestUsdt.sol'), 'utf8') } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = output.errors?.filter((e) => e.severity === 'error') ?? [];
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts['TestUsdt.sol']!['TestUsdt']!;
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type LocalChain = {
  rpcUrl: string;
  client: PublicClient;
  /** The deployed USDT-like token (6 decimals), lower case. */
  usdt: Address;
  /** Mints `amount` (token units) to `to` from the deployer: one transaction in a block of its own. */
  mint(to: Address, amount: bigint): Promise<Hash>;
  /** Mines `blocks` empty blocks. */
  mine(blocks?: number): Promise<void>;
  /** Remembers the chain as it is; `revert` returns to it (blocks after it are gone: a reorg). */
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  /** Any JSON-RPC call. */
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
};

/** Starts `hardhat node` on a free local port and deploys TestUsdt from the first funded account. */
export async function startLocalChain(): Promise<LocalChain> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      hardhatCli,
      'node',
      '--config',
      here('./hardhat.config.ts'),
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      cwd: here('.'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`hardhat node did not start in 30 s:\n${output}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Started HTTP')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`hardhat node exited with ${code}:\n${output}`));
    });
  });
  // Keep reading so a full pipe never stalls the node.
  child.stdout!.resume();
  child.stderr!.resume();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const transport = http(rpcUrl);
  const client = createPublicClient({ chain: hardhat, transport, pollingInterval: 50 });
  const deployer = createWalletClient({
    chain: hardhat,
    transport,
    account: privateKeyToAccount(FUNDED_KEYS[0]),
  });
  const { abi, bytecode } = testUsdtArtifact();
  const deployHash = await deployer.deployContract({ abi, bytecode });
  const receipt = await client.waitForTransactionReceipt({ hash: deployHash });
  const usdt = receipt.contractAddress!.toLowerCase() as Address;
  const rpc = <T>(method: string, params: unknown[] = []) =>
    client.request({ method: method as never, params: params as never }) as Promise<T>;
  return {
    rpcUrl,
    client: client as PublicClient,
    usdt,
    async mint(to, amount) {
      const hash = await deployer.writeContract({
        address: usdt,
        abi,
        functionName: 'mint',
        args: [to, amount],
      });
      await client.waitForTransactionReceipt({ hash });
      return hash;
    },
    async mine(blocks = 1) {
      await rpc('hardhat_mine', [`0x${blocks.toString(16)}`]);
    },
    snapshot: () => rpc<Hex>('evm_snapshot'),
    async revert(id) {
      await rpc('evm_revert', [id]);
    },
    rpc,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The environment that serves ERC20 from `chain` (confirmations `n`, hot wallet optional). */
export function chainEnv(
  chain: LocalChain,
  options: { confirmations?: number; minimumDeposit?: string; hotWalletKey?: Hex } = {},
): Record<string, string> {
  return {
    ERC20_RPC_URL: chain.rpcUrl,
    ERC20_USDT_CONTRACT: chain.usdt,
    ERC20_XPUB: TEST_XPUB,
    ERC20_CONFIRMATIONS: String(options.confirmations ?? 3),
    ERC20_TOKEN_DECIMALS: '6',
    ERC20_MIN_DEPOSIT: options.minimumDeposit ?? '1',
    ERC20_START_BLOCK: '0',
    ...(options.hotWalletKey && { ERC20_HOT_WALLET_KEY: options.hotWalletKey }),
  };
}
