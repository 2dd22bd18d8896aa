import { Migration } from '@mikro-orm/migrations';

export class Migration20261127173716_DepositChainStateBlockIndex extends Migration {
  override name = 'Migration20261127173716_DepositChainStateBlockIndex';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`deposit\` drop index \`deposit_chain_state_index\`;`);
    this.addSql(
      `alter table \`deposit\` add index \`deposit_chain_state_block_number_index\` (\`chain\`, \`state\`, \`block_number\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`deposit\` drop index \`deposit_chain_state_block_number_index\`;`);
    this.addSql(`alter table \`deposit\` add index \`deposit_chain_state_index\` (\`chain\`, \`state\`);`);
  }
}
