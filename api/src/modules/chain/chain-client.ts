import {
  createPublicClient,
  erc20Abi,
  http,
  parseAbiItem,
  webSocket,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
} from 'viem';
import type { ChainSettings } from './chain-settings.ts';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** One USDT `Transfer` log, addresses in lower case. */
export type TransferLog = {
  blockNumber: bigint;
  blockHash: Hash;
  txHash: Hash;
  logIndex: number;
  from: Address;
  to: Address;
  value: bigint;
};

/** A transaction's receipt as the watcher needs it: where it was mined, whether it succeeded, its logs. */
export type Receipt = {
  blockNumber: bigint;
  blockHash: Hash;
  success: boolean;
  transfers: TransferLog[];
};

const lower = (address: string) => address.toLowerCase() as Address;

/**
 * What the deposit watcher and payouts ask of a chain, over its JSON-RPC endpoint (`viem`):
 * batched over HTTP, so the block hashes of a pass are one round trip.
 */
export function createChainClient(settings: Pick<ChainSettings, 'rpcUrl' | 'usdtContract'>) {
  const transport = /^wss?:/.test(settings.rpcUrl)
    ? webSocket(settings.rpcUrl, { retryCount: 2 })
    : http(settings.rpcUrl, { batch: { batchSize: 500, wait: 0 }, retryCount: 2, timeout: 15_000 });
  const client: PublicClient = createPublicClient({ transport });
  const usdt = settings.usdtContract;

  const toTransfer = (log: {
    blockNumber: bigint | null;
    blockHash: Hash | null;
    transactionHash: Hash | null;
    logIndex: number | null;
    args: { from?: Address; to?: Address; value?: bigint };
  }): TransferLog => ({
    blockNumber: log.blockNumber!,
    blockHash: log.blockHash!,
    txHash: log.transactionHash!,
    logIndex: log.logIndex!,
    from: lower(log.args.from!),
    to: lower(log.args.to!),
    value: log.args.value!,
  });

  return {
    chainId: () => client.getChainId(),
    head: () => client.getBlockNumber({ cacheTime: 0 }),

    /** The USDT contract's Transfer logs in blocks `from`…`to` (inclusive), in chain order. */
    async transfers(from: bigint, to: bigint): Promise<TransferLog[]> {
      const logs = await client.getLogs({
        address: usdt,
        event: TRANSFER,
        fromBlock: from,
        toBlock: to,
        strict: true,
      });
      return logs.filter((log) => !log.removed).map(toTransfer);
    },

    /** The canonical hash of each block asked for (null for a block the chain does not have). */
    async blockHashes(numbers: bigint[]): Promise<Map<bigint, Hash | null>> {
      const unique = [...new Set(numbers)];
      const blocks = await Promise.all(
        unique.map((blockNumber) => client.getBlock({ blockNumber }).catch(() => null)),
      );
      return new Map(unique.map((n, i) => [n, blocks[i]?.hash ?? null]));
    },

    /** The transaction's receipt, or null while it is not mined (or no longer is, after a reorg). */
    async receipt(hash: Hash): Promise<Receipt | null> {
      const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
        if ((error as { name?: string }).name === 'TransactionReceiptNotFoundError') return null;
        throw error;
      });
      if (!receipt) return null;
      const transfers = receipt.logs
        .filter((log) => lower(log.address) === usdt && log.topics[0] === TRANSFER_TOPIC)
        .map((log) => {
          const [, fromTopic, toTopic] = log.topics;
          return toTransfer({
            ...log,
            args: {
              from: `0x${fromTopic!.slice(26)}`,
              to: `0x${toTopic!.slice(26)}`,
              value: BigInt(log.data),
            },
          });
        });
      return {
        blockNumber: receipt.blockNumber,
        blockHash: receipt.blockHash,
        success: receipt.status === 'success',
        transfers,
      };
    },

    usdtBalance: (owner: Address) =>
      client.readContract({ address: usdt, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    nativeBalance: (owner: Address) => client.getBalance({ address: owner }),
    /** The next nonce of `owner` counting transactions still in the pool. */
    pendingNonce: (owner: Address) => client.getTransactionCount({ address: owner, blockTag: 'pending' }),
    gasPrice: () => client.getGasPrice(),
    /** Broadcasts signed bytes; sending the same bytes again is harmless (same hash, same nonce). */
    sendRaw: (serialized: Hex) => client.sendRawTransaction({ serializedTransaction: serialized }),
    /** The underlying viem client, for estimating gas and the like. */
    viem: client,
  };
}

/** keccak256("Transfer(address,address,uint256)"). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export type ChainClient = ReturnType<typeof createChainClient>;
