import { Migration } from '@mikro-orm/migrations';

export class Migration20261127133933_chat_message_file_name extends Migration {
  override name = 'Migration20261127133933_chat_message_file_name';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`chat_message\` add index \`chat_message_file_name_index\` (\`file_name\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`chat_message\` drop index \`chat_message_file_name_index\`;`);
  }
}
