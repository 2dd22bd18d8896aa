import { Migration } from '@mikro-orm/migrations';

export class Migration20261121104517_fund_income_no_batch_index extends Migration {
  override name = 'Migration20261121104517_fund_income_no_batch_index';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`fund_income\` drop index \`fund_income_batch_key_index\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`fund_income\` add index \`fund_income_batch_key_index\` (\`batch_key\`);`);
  }
}
