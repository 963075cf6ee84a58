import { z } from './zod';
import { readPhone, type PhoneMessages } from './phone';

/**
 * A Mexican mobile as a person types it ('55 8765 4321', '+52 55 8765 4321', '525587654321'), answered as the shop
 * stores it: '52' and the ten digits, 12 in all (spec: phone min length 12). The one rule is `readPhone` (decision
 * 0741); `texts` words its three refusals for the form.
 */
export const mexicanMobile = (texts: PhoneMessages) =>
  z
    .string({ error: texts.required })
    .max(40, texts.invalid)
    .superRefine((value, ctx) => {
      const read = readPhone(value);
      if ('issue' in read) ctx.addIssue({ code: 'custom', message: texts[read.issue] });
    })
    .overwrite((value) => {
      const read = readPhone(value);
      return 'phone' in read ? read.phone : value;
    });
