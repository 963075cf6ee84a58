import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';

test('the reference flow: overdue credits first, the rules of §5, then the references valid until 22:00 at the top', async ({
  page,
  freshMember,
}) => {
  await freshMember({ credit: 'active' });
  await page.goto('/mi-cuenta/crediprice');
  await expect(page.getByRole('heading', { level: 1, name: 'CrediPrice' })).toBeVisible();
  await expect(page.getByText('Crédito disponible')).toBeVisible();
  await expect(page.getByText('Con atraso')).toBeVisible();
  await page.getByRole('link', { name: 'Generar', exact: true }).click();
  await expect(page).toHaveURL(/estado=activos&page=generar/);
  await expect(page.getByRole('heading', { level: 1, name: 'Generar referencia de pago' })).toBeVisible();

  const groups = page.getByRole('group', { name: /^Crédito / });
  await expect(groups).toHaveCount(3);
  const overdue = groups.first();
  await expect(overdue.getByText('3 Periodos de atraso')).toBeVisible();
  await expect(overdue.getByRole('radio', { name: /Otra cantidad/ })).toHaveCount(0);
  const upToDate = groups.nth(1);
  await expect(upToDate.getByText('Paga tus créditos atrasados para pagar este crédito')).toBeVisible();
  await expect(upToDate.getByRole('radio', { name: /Pago mínimo/ })).toBeDisabled();

  const submit = page.getByRole('button', { name: 'Generar referencia de pago' });
  await expect(submit).toBeDisabled();
  await expect(
    page.getByText('Cubre al menos el pago mínimo de cada crédito atrasado para generar tu referencia.'),
  ).toBeVisible();
  await expectAccessible(page, 'generar');

  const minimum = overdue.getByRole('radio', { name: /Pago mínimo/ });
  const amount = (await minimum.locator('xpath=..').innerText()).match(/\$[\d,]+\.\d{2}/)![0];
  await minimum.check();
  await expect(page.getByTestId('total')).toHaveText(amount);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('heading', { name: `Tu referencia de pago por ${amount} está lista` })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const bank of ['Tiendas de conveniencia (Datalogic)', 'BBVA', 'Tiendas Price Shoes']) {
    const block = page.getByRole('article', { name: bank });
    await expect(block.getByText(/^Referencia: \d{12,}$/)).toBeVisible();
    await expect(block.getByText(/^Válida hasta las 22:00 h del \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(block.getByText(`Importe a pagar: ${amount}`)).toBeVisible();
  }
  await expectAccessible(page, 'referencias');

  // Coming back the same day shows the reference still valid, and offers a new one.
  await page.goto('/mi-cuenta/crediprice?disponible=true&estado=activos&page=generar');
  await expect(page.getByRole('heading', { name: `Tu referencia de pago por ${amount} está lista` })).toBeVisible();
  await page.getByRole('button', { name: 'Generar otra referencia' }).click();
  await expect(page.getByRole('group', { name: /^Crédito / })).toHaveCount(3);
});

test('the lists by estado: titles, the overdue alert, the back link, settled and future credits', async ({
  page,
  login,
}) => {
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta/crediprice?disponible=true&estado=activos&page=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Créditos activos' })).toBeVisible();
  await expect(page.getByRole('article').first().getByText('3 Periodos de atraso')).toBeVisible();
  // The card names the credit's unit ('Periodo Semanal'), so the overdue count is also given in it (spec §9).
  await expect(page.getByRole('article').first().getByText('(3 semanas)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mi Cuenta', exact: true })).toHaveAttribute(
    'href',
    '/mi-cuenta/crediprice',
  );
  await page.getByRole('link', { name: 'Créditos liquidados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Créditos liquidados' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('link', { name: 'Créditos futuros' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectAccessible(page, 'futuros');
});

test('the application refuses a bad RFC, then goes through the seven steps to under revision', async ({
  page,
  freshMember,
}) => {
  await freshMember({ credit: 'preapproved' });
  await page.goto('/crediprice');
  await expect(page.getByText('¡Felicidades! Tienes un crédito preaprobado por')).toBeVisible();
  await expectAccessible(page, '/crediprice');
  await page.getByRole('button', { name: 'Solicitar mi CrediPrice' }).click();
  await expect(page.getByRole('heading', { name: 'Paso 1 de 7: Información general' })).toBeVisible();
  await page.getByLabel('Nombre(s)').fill('Emilio');
  await page.getByLabel('Apellido paterno').fill('Gómez');
  await page.getByLabel('Apellido materno').fill('Díaz');
  await page.getByLabel('Fecha de nacimiento').fill('1956-12-31');
  await page.getByLabel('RFC con homoclave').fill('GODE561231GR7');
  await page.getByLabel('Celular').fill('528112345678');
  await page.getByLabel('Correo electrónico').fill('emilio.gomez@correo.mx');
  await page.getByLabel('Estado civil').selectOption('Casada(o)');
  await page.getByLabel('Dependientes económicos').fill('2');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('El RFC no es válido. Revisa que coincida con tu nombre y tu fecha de nacimiento.'),
  ).toBeVisible();
  await expect(page.getByLabel('RFC con homoclave')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'paso 1 con error');

  await page.getByLabel('RFC con homoclave').fill('GODE561231GR8');
  // A step the network drops shows the spec's credit-submit banner, not the generic text (§8; decision 0685).
  await page.route('**/cliente/solicitud', (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.abort('connectionreset'),
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Ha ocurrido un error$/ })).toBeVisible();
  await page.unroute('**/cliente/solicitud');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Paso 2 de 7: Domicilio actual' })).toBeVisible();

  // The rest of the application, to its end: images compressed in the browser, the NIP by SMS, the contract.
  const fill = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields))
      await page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).fill(value);
  };
  const next = () => page.getByRole('button', { name: 'Continuar' }).click();
  await fill({
    Calle: 'Avenida Constitución',
    'Número exterior': '410',
    'Código postal': '64000',
    Colonia: 'Monterrey Centro',
    'Municipio o alcaldía': 'Monterrey',
    Estado: 'Nuevo León',
    'Años viviendo ahí': '3',
  });
  await page.getByLabel('Tipo de vivienda').selectOption('Rentada');
  await next();
  await expect(page.getByRole('heading', { name: 'Paso 3 de 7: Empleo actual' })).toBeVisible();
  await page.getByLabel('Ocupación').selectOption('Negocio propio');
  await fill({
    'Empresa o negocio': 'Calzado Sofi',
    'Teléfono del trabajo': '8183421234',
    'Antigüedad (años)': '2',
    'Ingreso mensual (pesos)': '9800',
  });
  await next();
  await expect(page.getByRole('heading', { name: 'Paso 4 de 7: Referencias' })).toBeVisible();
  await fill({
    'Referencia 1: nombre completo': 'Rosa Pérez Luna',
    'Referencia 1: parentesco': 'Hermana',
    'Referencia 1: celular': '528111112222',
    'Referencia 2: nombre completo': 'Jorge Ruiz Soto',
    'Referencia 2: parentesco': 'Vecino',
    'Referencia 2: celular': '528133334444',
  });
  await next();
  await expect(page.getByRole('heading', { name: 'Paso 5 de 7: Documentación' })).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  for (const label of [
    'Identificación oficial (frente)',
    'Identificación oficial (reverso)',
    'Comprobante de domicilio (menor a 3 meses)',
  ]) {
    await page.getByLabel(label).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: `Vista previa: ${label}` })).toBeVisible();
  }
  await next();
  await expect(page.getByRole('heading', { name: 'Paso 6 de 7: Información Crediticia' })).toBeVisible();
  await page.getByLabel('Autorizo a Price Shoes a consultar mi historial crediticio').check();
  await next();
  await expect(page.getByText('Te enviamos por SMS un NIP de 6 dígitos a tu celular.')).toBeVisible();
  const sms = await (await page.request.get('/api/dev/outbox?to=528112345678')).json();
  await page.getByLabel('NIP recibido por SMS (6 dígitos)').fill(/es (\d{6})\./.exec(sms[0].body)![1]!);
  await next();
  await expect(page.getByRole('heading', { name: 'Paso 7 de 7: Contrato' })).toBeVisible();
  // The contract she signs is there to read, with her figures (issue 28 point 2, decision 0733).
  const link = page.getByRole('link', { name: /^Lee el contrato de crédito CrediPrice \(versión CP-2026-11/ });
  const [contract] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(contract.getByRole('heading', { level: 1, name: 'Contrato de crédito CrediPrice' })).toBeVisible();
  await expect(contract.getByText('Versión CP-2026-11')).toBeVisible();
  const figures = contract.getByRole('region', { name: 'Tus cifras' });
  for (const label of [
    'Línea de crédito',
    'Plazo de cada compra',
    'Cargo por financiamiento',
    'Costo total si usas toda tu línea',
  ])
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  await expect(figures.getByText('8 pagos semanales (8 semanas)')).toBeVisible();
  await expectAccessible(contract, 'contrato');
  // Its PDF, made by the shop with the same figures (decision 0733), downloads as a file.
  const [download] = await Promise.all([
    contract.waitForEvent('download'),
    contract.getByRole('link', { name: 'Descargar contrato (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('contrato-crediprice-CP-2026-11.pdf');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await contract.close();
  await page.getByLabel('He leído y acepto el contrato de crédito CrediPrice').check();
  await page.getByLabel('Firma: escribe tu nombre completo').fill('Emilio Gómez Díaz');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Tu solicitud está en proceso.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Tu solicitud está en proceso.')).toBeVisible();
});

test('Mi saldo and Mis cupones show the demo balance parts and coupons; a coupon copies', async ({
  page,
  login,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta/mi-saldo');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi saldo' })).toBeVisible();
  await expect(page.getByText('$1,039.50')).toBeVisible();
  for (const label of ['Saldo a favor', 'Vales', 'Notas de crédito'])
    await expect(page.getByRole('heading', { name: new RegExp(`^${label}`) })).toBeVisible();
  await expectAccessible(page, 'mi-saldo');

  await page.goto('/mi-cuenta/mis-cupones');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis cupones' })).toBeVisible();
  await expect(
    page
      .getByText(/^Vence: \d{2}-(Ene|Feb|Mar|Abr|May|Jun|Jul|Ago|Sep|Oct|Nov|Dic)-\d{4} \d{2}:\d{2} (am|pm)$/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'mis-cupones');
  await page.getByRole('button', { name: 'Copiar cupón SOCIA100' }).click();
  await expect(page.getByText('¡Cupón copiado al portapapeles!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SOCIA100');

  // The how-to video loads and carries its Spanish captions, one per step.
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', '/media/como-usar-tus-cupones.jpg');
  const loaded = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    v.load();
    await new Promise((ok, fail) => {
      v.addEventListener('loadedmetadata', ok, { once: true });
      v.addEventListener('error', () => fail(new Error('video error')), { once: true });
    });
    const track = v.textTracks[0]!;
    track.mode = 'hidden';
    await new Promise((ok) => setTimeout(ok, 300));
    return {
      duration: v.duration,
      width: v.videoWidth,
      language: track.language,
      cues: track.cues?.length ?? 0,
      first: (track.cues?.[0] as VTTCue | undefined)?.text,
    };
  });
  expect(loaded.duration).toBeGreaterThan(15);
  expect(loaded.width).toBe(1280);
  expect(loaded).toMatchObject({
    language: 'es',
    cues: 6,
    first: 'En Mi cuenta, «Mis cupones» muestra tus cupones vigentes y hasta cuándo valen.',
  });
});

test('the landing pages: custom store, rewards, new members, and becoming a member', async ({
  page,
  freshCustomer,
}) => {
  await page.goto('/tienda-personalizada');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu propia tienda Price Shoes, gratis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conviértete en socia' }).first()).toHaveAttribute(
    'href',
    '/conviertete-en-socia',
  );
  await expectAccessible(page, '/tienda-personalizada');

  await page.goto('/retos-socias');
  for (const step of ['Completa', 'Desbloquea', 'Aprovecha'])
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  await page.getByText('Términos y condiciones').click();
  await expect(
    page.getByText('El descuento del premio es válido solo en pedidos con envío a domicilio.'),
  ).toBeVisible();
  await expectAccessible(page, '/retos-socias');

  const { firstname } = await freshCustomer();
  await page.goto('/conviertete-en-socia');
  await expectAccessible(page, '/conviertete-en-socia');
  await page.getByRole('button', { name: 'Afiliarme ahora' }).click();
  await expect(page.getByText('Debes aceptar los términos y condiciones para afiliarte.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Afiliarme ahora' }).click();
  await expect(page).toHaveURL(/\/nuevos-socios$/);
  await expect(
    page.getByText(`¡Hola, ${firstname}! Estos son tus primeros pasos como socia Price Shoes.`),
  ).toBeVisible();
  await page.reload(); // the welcome toast is the shared Toaster's; the page itself is checked
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenida Nuevos Socios' })).toBeVisible();
  await expectAccessible(page, '/nuevos-socios');
  const me = await page.request.get('/api/customers/me');
  expect((await me.json()).role).toBe('rolMember');
});

test('Adidas frames the partner wallet page with the member number', async ({ page, login }) => {
  await login('socia@demo.mx');
  await page.goto('/mi-cuenta/adidas');
  await expect(page.getByRole('heading', { level: 1, name: 'Adidas' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Monedero de socios Adidas"]');
  await expect(frame.getByRole('heading', { name: 'Monedero' })).toBeVisible();
  await expect(frame.getByText('1000001')).toBeVisible();
  expect(await page.locator('iframe').getAttribute('src')).toMatch(/\/api\/sandbox\/partner-wallet\?id=1000001$/);
  await expectAccessible(page, 'adidas');
});

test("the line's summary comes with the HTML, box for box and figure for figure as the app then draws it (decision 0631)", async ({
  page,
  browser,
  baseURL,
  freshMember,
}) => {
  await freshMember({ credit: 'active' });
  const storageState = await page.context().storageState();
  // The back link, the title, every figure's label and value, the state, the upcoming payments' heading and link,
  // and the lists' links.
  const boxes = (p: Page) =>
    p.locator('main :is(h1, dt, dd, h3, nav a, a[href="/mi-cuenta"], a[href*="estado=proximos"])').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { text: e.textContent.trim(), x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
  for (const width of [390, 1280]) {
    const viewport = { width, height: 900 };
    // Before any code runs: what the HTML paints.
    const still = await browser.newContext({ baseURL, storageState, viewport, javaScriptEnabled: false });
    const before = await still.newPage();
    await before.goto('/mi-cuenta/crediprice');
    const painted = await boxes(before);
    await still.close();
    await page.setViewportSize(viewport);
    await page.goto('/mi-cuenta/crediprice');
    // The app's own card: 'Generar' is a link only there (the HTML only keeps its room).
    await expect(page.getByRole('link', { name: 'Generar', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resumen de tu línea' })).not.toHaveAttribute('aria-busy');
    const drawn = await boxes(page);
    expect(painted.map((b) => b.text)).toContain('Crédito disponible');
    expect(
      painted.find((b) => b.text === 'Con atraso'),
      `${width} px`,
    ).toBeDefined();
    expect(painted, `${width} px`).toEqual(drawn);
  }
});
