import { Migration } from '@mikro-orm/migrations';

export class Migration20261123142452_fund_order_holding_index extends Migration {
  override name = 'Migration20261123142452_fund_order_holding_index';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`fund_order\` drop index \`fund_order_member_id_fund_id_state_index\`;`);
    this.addSql(
      `alter table \`fund_order\` add index \`fund_order_member_id_fund_id_state_amount_index\` (\`member_id\`, \`fund_id\`, \`state\`, \`amount\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`fund_order\` drop index \`fund_order_member_id_fund_id_state_amount_index\`;`);
    this.addSql(
      `alter table \`fund_order\` add index \`fund_order_member_id_fund_id_state_index\` (\`member_id\`, \`fund_id\`, \`state\`);`,
    );
  }
}
