/** Whether a member's name or id holds what was typed (case and surrounding spaces ignored). */
export function matchesMember(member: { id: string; name: string }, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return member.name.toLocaleLowerCase().includes(needle) || member.id.toLocaleLowerCase().includes(needle);
}
