import { eq } from 'drizzle-orm';
import type { Clock } from '@shop/domain/clock';
import type { Db } from '@shop/db/client';
import { creditApplications, creditDocuments, creditLines } from '@shop/db/schema/index';
import { creditStatus } from '@shop/domain/credit';
import {
  APPLICATION_ERROR_CODES,
  APPLICATION_STEPS,
  applicationMessages,
  checkApplicationStep,
  type ApplicationBody,
  type StepNumber,
} from '@shop/contracts/credit-application';
import { ELIGIBILITY_CODES } from '@shop/contracts/credit';
import { findApplication, findLine } from './repository';

type StepResult =
  | { ok: true; response: { codigo: number; paso: number; siguiente: number | null; mensaje: string } }
  | { ok: false; status: 400 | 409; body: { message: string; codigo: number; errors?: { path: string; message: string }[] } };

const fail = (status: 400 | 409, message: string, errors?: { path: string; message: string }[]): StepResult => ({
  ok: false,
  status,
  body: { message, codigo: APPLICATION_ERROR_CODES.validation, ...(errors ? { errors } : {}) },
});

/** The seven-step application, validated step by step with the form's own rules (contracts). */
export function createApplicationService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async status(customerId: number) {
      const app = await findApplication(db, customerId);
      const steps = app?.steps ?? {};
      return { pasos_completos: Object.keys(steps).map(Number).sort((a, b) => a - b), enviada: Boolean(app?.submittedAt) };
    },

    async saveStep(customerId: number, body: ApplicationBody): Promise<StepResult> {
      const paso = body.paso as StepNumber;
      const step = APPLICATION_STEPS[paso - 1]!;
      const allowed: string[] = paso === 6 ? [step.accion, 'nip historial crediticio'] : [step.accion, 'guardar'];
      if (!allowed.includes(body.accion)) return fail(400, applicationMessages.wrongAction, [{ path: 'accion', message: applicationMessages.wrongAction }]);

      const line = await findLine(db, customerId);
      if (line && creditStatus(line.statusCode) === 'WITH_CREDIT') return fail(409, applicationMessages.alreadyHasCredit);
      const app = await findApplication(db, customerId);
      if (app?.submittedAt) return fail(409, applicationMessages.alreadySubmitted);
      const saved = (app?.steps ?? {}) as Record<string, Record<string, unknown>>;
      for (let p = 1; p < paso; p++) if (!saved[p]) return fail(400, applicationMessages.previousSteps);

      const general = saved[1] as { nombre?: string; apellido_paterno?: string; apellido_materno?: string; celular?: string } | undefined;
      const check = checkApplicationStep(paso, body.datos, {
        applicantPhone: general?.celular,
        fullName: general ? [general.nombre, general.apellido_paterno, general.apellido_materno].filter(Boolean).join(' ') : undefined,
      });
      if (!check.ok) return { ok: false, status: 400, body: { message: check.errors[0]!.message, codigo: check.codigo, errors: check.errors } };

      const now = clock.now();
      await db.transaction(async (tx) => {
        // Documents go to their own table; the bureau NIP is never kept, only that it was given and when.
        const { nip: _nip, ...rest } = check.data!;
        const stored = paso === 5 ? { documentos: Object.keys(rest) } : paso === 6 ? { ...rest, nip_capturado_en: now.toISOString() } : rest;
        const nextSteps = { ...saved, [paso]: stored };
        const [row] = app
          ? await tx.update(creditApplications).set({ steps: nextSteps, updatedAt: now }).where(eq(creditApplications.id, app.id)).returning()
          : await tx.insert(creditApplications).values({ customerId, steps: nextSteps, updatedAt: now }).returning();
        if (paso === 5) {
          await tx.delete(creditDocuments).where(eq(creditDocuments.applicationId, row!.id));
          await tx.insert(creditDocuments).values(
            (['identificacion_frente', 'identificacion_reverso', 'comprobante_domicilio'] as const).map((kind) => {
              const [, contentType, data] = /^data:([^;]+);base64,(.*)$/.exec(String(body.datos[kind]))!;
              return { applicationId: row!.id, kind, contentType: contentType!, dataBase64: data!, sizeBytes: Buffer.from(data!, 'base64').length, uploadedAt: now };
            }),
          );
        }
        if (paso === 7) {
          await tx.update(creditApplications).set({ submittedAt: now }).where(eq(creditApplications.id, row!.id));
          await tx
            .insert(creditLines)
            .values({ customerId, statusCode: ELIGIBILITY_CODES.underRevision })
            .onConflictDoUpdate({ target: creditLines.customerId, set: { statusCode: ELIGIBILITY_CODES.underRevision } });
        }
      });
      return {
        ok: true,
        response: { codigo: 0, paso, siguiente: paso < 7 ? paso + 1 : null, mensaje: paso === 7 ? applicationMessages.sent : `${step.titulo}: guardado` },
      };
    },
  };
}
