// The local chain of the on-chain tests and benchmark (`hardhat node`, Hardhat's defaults: every
// transaction mined in a block of its own; tests mine further blocks with `hardhat_mine`).
export default {};
