import { type Database, withTransaction } from "@portal/db/client";
import { contactRequests, contactSubjects } from "@portal/db/schema/index";
import { isRobot, machineFieldsFor, missingMachineField } from "@portal/domain/contact/rules";
import type { ContactRequest } from "@portal/domain/contact/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { eq } from "drizzle-orm";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { enqueueMail } from "../../platform/mail/outbox";
import type { ContactDetails } from "../../platform/mail/templates/contact";
import type { LimiterFactory } from "../../platform/rate-limit";
import {
  type ContactRequestRow,
  countryExists,
  findSubject,
  isSerialSold,
  labelOf,
  listActiveSubjects,
  listAllSubjects,
  listRequests,
  type SubjectRow,
} from "./contact.queries";

type Deps = { db: Database; clock: Clock; limiters: LimiterFactory };

const TEN_MINUTES = 10 * 60;
const HOUR = 3600;

function subjectView(row: SubjectRow) {
  return {
    code: row.code,
    labels: { fr: row.labelFr, en: row.labelEn, de: row.labelDe, nl: row.labelNl },
    department: row.department,
    mailbox: row.mailbox,
    machine: row.machine,
    position: row.position,
    active: row.active,
  };
}

function requestView(row: ContactRequestRow) {
  const { subjectCode, createdAt, ...rest } = row;
  return { ...rest, subject: subjectCode, createdAt: new Date(createdAt).toISOString() };
}

export function createContactService({ db, clock, limiters }: Deps) {
  const perClientAddress = limiters("contact-address", 5, TEN_MINUTES);
  const perEmail = limiters("contact-email", 3, HOUR);

  /** Counts one message against both limits; over either, a 429 the form explains. */
  async function throttleContact(email: string, clientAddress: string) {
    for (const [limiter, key] of [
      [perClientAddress, clientAddress],
      [perEmail, email],
    ] as const) {
      const result = await limiter.consume(key);
      if (!result.allowed) throw new AppError("contact.too_many", { headers: { "retry-after": String(result.retryAfterSeconds) } });
    }
  }

  return {
    subjects: (locale: Locale) => listActiveSubjects(db, locale),

    async send(input: ContactRequest, context: { customerId: number | null; locale: Locale; clientAddress: string }) {
      await throttleContact(input.email, context.clientAddress);
      // A robot filled in the hidden field: it is told the message left, so it has no reason to
      // try again differently, but nothing is stored and no e-mail is sent.
      if (isRobot(input)) return { sent: true as const };

      const subject = await findSubject(db, input.subject);
      if (!subject?.active) throw new AppError("contact.subject_unknown");
      if (!(await countryExists(db, input.countryCode))) throw new AppError("contact.country_unknown");
      const machine = machineFieldsFor(subject.machine, input);
      if (missingMachineField(subject.machine, machine)) throw new AppError("contact.machine_required");
      const serialKnown = machine.serialNumber ? await isSerialSold(db, machine.serialNumber) : null;

      // Who writes and what: kept as sent, and sent on to the department.
      const sender = {
        company: input.company,
        gender: input.gender,
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        phone: input.phone,
        street: input.street,
        zipCode: input.zipCode,
        city: input.city,
        countryCode: input.countryCode,
        message: input.message,
      };
      const details: ContactDetails = { subjectLabel: labelOf(subject, context.locale), ...sender, ...machine, serialKnown };
      await withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(contactRequests)
          .values({
            subjectCode: subject.code,
            ...sender,
            ...machine,
            serialKnown,
            customerId: context.customerId,
            locale: context.locale,
            createdAt: clock.now(),
          })
          .returning({ id: contactRequests.id });
        if (!row) throw new Error("contact request insert returned nothing");
        // Written in the sender's language: the department answers in it.
        await enqueueMail(tx, {
          kind: "contact_request",
          recipient: subject.mailbox,
          locale: context.locale,
          payload: { ...details, requestId: row.id, customerId: context.customerId },
        });
        await enqueueMail(tx, { kind: "contact_acknowledgement", recipient: input.email, locale: context.locale, payload: details });
      });
      return { sent: true as const };
    },

    async staffSubjects() {
      return (await listAllSubjects(db)).map(subjectView);
    },

    async staffUpdateSubject(code: string, change: { mailbox?: string | undefined; active?: boolean | undefined }) {
      const [row] = await db
        .update(contactSubjects)
        .set({
          ...(change.mailbox === undefined ? {} : { mailbox: change.mailbox }),
          ...(change.active === undefined ? {} : { active: change.active }),
        })
        .where(eq(contactSubjects.code, code))
        .returning();
      if (!row) throw new AppError("contact.subject_unknown");
      return subjectView(row);
    },

    async staffRequests(query: { page: number; itemsPerPage: number; subject?: string | undefined }) {
      const { items, total } = await listRequests(db, {
        subject: query.subject ?? null,
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return { items: items.map(requestView), totalItems: total, page: query.page, itemsPerPage: query.itemsPerPage };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
