import { Migration } from '@mikro-orm/migrations';

export class Migration20261125045127_operator_action_member extends Migration {
  override name = 'Migration20261125045127_operator_action_member';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`operator_action\` add column \`member_id\` integer null;`);
    // Earlier actions name their member in the detail only.
    this.addSql(
      `update \`operator_action\` set \`member_id\` = json_extract(\`detail\`, '$.memberId') where json_valid(\`detail\`) and json_type(\`detail\`, '$.memberId') = 'integer';`,
    );
    this.addSql(
      `create index \`operator_action_actor_created_at_index\` on \`operator_action\` (\`actor\`, \`created_at\`);`,
    );
    this.addSql(
      `create index \`operator_action_action_created_at_index\` on \`operator_action\` (\`action\`, \`created_at\`);`,
    );
    this.addSql(
      `create index \`operator_action_member_id_id_index\` on \`operator_action\` (\`member_id\`, \`id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`operator_action_actor_created_at_index\`;`);
    this.addSql(`drop index \`operator_action_action_created_at_index\`;`);
    this.addSql(`drop index \`operator_action_member_id_id_index\`;`);
    this.addSql(`alter table \`operator_action\` drop column \`member_id\`;`);
  }
}
