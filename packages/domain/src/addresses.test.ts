import { describe, expect, it } from 'vitest';
import { addressControls, deleteBlock, resolveDefaults } from './addresses';

const none = { default_shipping: false, default_billing: false };
const both = { default_shipping: true, default_billing: true };

describe('resolveDefaults', () => {
  it('forces both defaults on for the first (only) address', () => {
    expect(resolveDefaults(none, null, 0)).toEqual(both);
    expect(resolveDefaults(none, both, 0)).toEqual(both);
  });
  it('keeps what was asked for when there are other addresses', () => {
    expect(resolveDefaults({ default_shipping: true, default_billing: false }, null, 2)).toEqual({
      default_shipping: true,
      default_billing: false,
    });
    expect(resolveDefaults(none, null, 1)).toEqual(none);
  });
  it('does not let a default address stop being the default by unticking it', () => {
    expect(resolveDefaults(none, { default_shipping: true, default_billing: false }, 1)).toEqual({
      default_shipping: true,
      default_billing: false,
    });
  });
});

describe('deleteBlock and addressControls', () => {
  it('blocks deleting the only address or a default one', () => {
    expect(deleteBlock(none, 1)).toBe('only');
    expect(deleteBlock({ default_shipping: false, default_billing: true }, 3)).toBe('default');
    expect(deleteBlock(none, 2)).toBeNull();
  });
  it('disables the default checkboxes of a default address and of the first address', () => {
    expect(addressControls(null, 0)).toEqual({
      defaultShippingDisabled: true,
      defaultBillingDisabled: true,
      deleteDisabled: false,
    });
    expect(addressControls(null, 2)).toEqual({
      defaultShippingDisabled: false,
      defaultBillingDisabled: false,
      deleteDisabled: false,
    });
    expect(addressControls({ default_shipping: true, default_billing: false }, 2)).toEqual({
      defaultShippingDisabled: true,
      defaultBillingDisabled: false,
      deleteDisabled: true,
    });
    expect(addressControls(none, 2).deleteDisabled).toBe(false);
  });
});
