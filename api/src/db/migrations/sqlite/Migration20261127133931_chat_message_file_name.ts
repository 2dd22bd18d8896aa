import { Migration } from '@mikro-orm/migrations';

export class Migration20261127133931_chat_message_file_name extends Migration {
  override name = 'Migration20261127133931_chat_message_file_name';

  override up(): void | Promise<void> {
    this.addSql(`create index \`chat_message_file_name_index\` on \`chat_message\` (\`file_name\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`chat_message_file_name_index\`;`);
  }
}
