/** Profile helpers without zod, safe to use in the smallest web chunks. */
export const MEMBER_ROLE = 'rolMember';

/** Reads a custom attribute (customer_id, mother_last_name, mobile_telephone, deleted_in_app, …). */
export function attribute(
  entity: { custom_attributes: { attribute_code: string; value: string }[] },
  code: string,
): string | undefined {
  return entity.custom_attributes.find((a) => a.attribute_code === code)?.value;
}

export const isMember = (profile: { role: string | null } | null | undefined) => profile?.role === MEMBER_ROLE;
