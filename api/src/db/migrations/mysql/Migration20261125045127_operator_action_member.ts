import { Migration } from '@mikro-orm/migrations';

export class Migration20261125045127_operator_action_member extends Migration {
  override name = 'Migration20261125045127_operator_action_member';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`operator_action\` add \`member_id\` int null;`);
    // Earlier actions name their member in the detail only.
    this.addSql(
      `update \`operator_action\` set \`member_id\` = json_value(\`detail\`, '$.memberId') where json_valid(\`detail\`) and json_type(json_extract(\`detail\`, '$.memberId')) = 'INTEGER';`,
    );
    this.addSql(
      `alter table \`operator_action\` add index \`operator_action_actor_created_at_index\` (\`actor\`, \`created_at\`);`,
    );
    this.addSql(
      `alter table \`operator_action\` add index \`operator_action_action_created_at_index\` (\`action\`, \`created_at\`);`,
    );
    this.addSql(
      `alter table \`operator_action\` add index \`operator_action_member_id_id_index\` (\`member_id\`, \`id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`operator_action\` drop index \`operator_action_actor_created_at_index\`;`);
    this.addSql(`alter table \`operator_action\` drop index \`operator_action_action_created_at_index\`;`);
    this.addSql(`alter table \`operator_action\` drop index \`operator_action_member_id_id_index\`;`);
    this.addSql(`alter table \`operator_action\` drop column \`member_id\`;`);
  }
}
