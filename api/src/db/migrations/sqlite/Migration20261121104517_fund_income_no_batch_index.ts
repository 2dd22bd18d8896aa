import { Migration } from '@mikro-orm/migrations';

export class Migration20261121104517_fund_income_no_batch_index extends Migration {
  override name = 'Migration20261121104517_fund_income_no_batch_index';

  override up(): void | Promise<void> {
    this.addSql(`drop index \`fund_income_batch_key_index\`;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index \`fund_income_batch_key_index\` on \`fund_income\` (\`batch_key\`);`);
  }
}
