import { encodeFunctionData, erc20Abi, keccak256, type Address, type Hash, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** What a transfer is signed with besides its nonce: read from the chain before the transaction. */
export type TransferFees = {
  chainId: number;
  gas: bigint;
  /** EIP-1559 fees, or a legacy gas price on a chain without a base fee. */
  fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint };
};

/** A signed USDT transfer: its bytes (sent again as they are on a retry) and its hash. */
export type SignedTransfer = { rawTx: Hex; txHash: Hash };

export type PayoutSigner = {
  /** The hot wallet's address, lower case. */
  address: Address;
  /** The calldata of USDT `transfer(to, amount)` (the token's own integer amount). */
  transferData(to: Address, amount: bigint): Hex;
  signTransfer(input: {
    usdt: Address;
    to: Address;
    amount: bigint;
    nonce: bigint;
    fees: TransferFees;
  }): Promise<SignedTransfer>;
};

/**
 * The hot wallet's signer: the private key lives only in the viem account made here (never in the
 * database, a log or an answer; errors of signing name no key). Signing is local: nothing is sent.
 */
export function createPayoutSigner(privateKey: Hex): PayoutSigner {
  let account: ReturnType<typeof privateKeyToAccount>;
  try {
    account = privateKeyToAccount(privateKey);
  } catch {
    throw new Error('the hot wallet key is not a valid private key');
  }
  const transferData = (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
  return {
    address: account.address.toLowerCase() as Address,
    transferData,
    async signTransfer({ usdt, to, amount, nonce, fees }) {
      const common = {
        chainId: fees.chainId,
        nonce: Number(nonce),
        to: usdt,
        data: transferData(to, amount),
        gas: fees.gas,
        value: 0n,
      };
      const rawTx =
        'gasPrice' in fees.fees
          ? await account.signTransaction({ ...common, type: 'legacy', gasPrice: fees.fees.gasPrice })
          : await account.signTransaction({ ...common, type: 'eip1559', ...fees.fees });
      return { rawTx, txHash: keccak256(rawTx) };
    },
  };
}
