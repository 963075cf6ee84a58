import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_WEBHOOK_SECRETS, loadConfig } from './config';

const secrets = {
  CARD_WEBHOOK_SECRET: 'whsec_live_card_abcdefghijkl',
  WALLET_WEBHOOK_SECRET: 'whsec_live_wallet_abcdefgh',
};

describe('safe defaults (issue 17)', () => {
  it('demo mode listens on this machine only unless HOST is set; outside demo mode on every interface', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO: 'false', ...secrets }).host).toBe('0.0.0.0');
  });

  it('outside demo mode there is no staff token unless ADMIN_TOKEN is set', () => {
    expect(loadConfig({}).adminToken).toBe('demo-admin-token');
    expect(loadConfig({ DEMO: 'false', ...secrets }).adminToken).toBeUndefined();
    expect(loadConfig({ DEMO: 'false', ...secrets, ADMIN_TOKEN: 't0ken-de-personal' }).adminToken).toBe(
      't0ken-de-personal',
    );
  });

  it('outside demo mode the shop refuses to start without webhook secrets, or with a sandbox default', () => {
    expect(() => loadConfig({ DEMO: 'false' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEMO: 'false' })).toThrow(/CARD_WEBHOOK_SECRET is required with DEMO=false/);
    expect(() => loadConfig({ DEMO: 'false', CARD_WEBHOOK_SECRET: secrets.CARD_WEBHOOK_SECRET })).toThrow(
      /WALLET_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ DEMO: 'false', ...secrets, CARD_WEBHOOK_SECRET: DEMO_WEBHOOK_SECRETS.card })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ DEMO: 'false', ...secrets, WALLET_WEBHOOK_SECRET: 'corto' })).toThrow(/too short/);
    const config = loadConfig({ DEMO: 'false', ...secrets });
    expect(config.cardWebhookSecret).toBe(secrets.CARD_WEBHOOK_SECRET);
    expect(loadConfig({}).cardWebhookSecret).toBe(DEMO_WEBHOOK_SECRETS.card);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 connections, takes a whole number, and refuses anything else', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    for (const bad of ['0', '-1', '2.5', 'diez', '2147483648'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
