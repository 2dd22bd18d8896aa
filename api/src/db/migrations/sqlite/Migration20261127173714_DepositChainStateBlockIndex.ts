import { Migration } from '@mikro-orm/migrations';

export class Migration20261127173714_DepositChainStateBlockIndex extends Migration {
  override name = 'Migration20261127173714_DepositChainStateBlockIndex';

  override up(): void | Promise<void> {
    this.addSql(`drop index \`deposit_chain_state_index\`;`);
    this.addSql(
      `create index \`deposit_chain_state_block_number_index\` on \`deposit\` (\`chain\`, \`state\`, \`block_number\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`deposit_chain_state_block_number_index\`;`);
    this.addSql(`create index \`deposit_chain_state_index\` on \`deposit\` (\`chain\`, \`state\`);`);
  }
}
