import { Migration } from '@mikro-orm/migrations';

export class Migration20261123142453_fund_order_holding_index extends Migration {
  override name = 'Migration20261123142453_fund_order_holding_index';

  override up(): void | Promise<void> {
    this.addSql(`drop index \`fund_order_member_id_fund_id_state_index\`;`);
    this.addSql(
      `create index \`fund_order_member_id_fund_id_state_amount_index\` on \`fund_order\` (\`member_id\`, \`fund_id\`, \`state\`, \`amount\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`fund_order_member_id_fund_id_state_amount_index\`;`);
    this.addSql(
      `create index \`fund_order_member_id_fund_id_state_index\` on \`fund_order\` (\`member_id\`, \`fund_id\`, \`state\`);`,
    );
  }
}
