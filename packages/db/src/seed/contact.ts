import { MACHINE_ALREADY_REGISTERED, MACHINE_NOT_RECOGNISED } from "@portal/domain/contact/schemas";
import type { Database } from "../client";
import { contactSubjects } from "../schema/index";

type SubjectSeed = typeof contactSubjects.$inferInsert;

/** What visitors may ask about, each answered by a department's mailbox. */
export const demoContactSubjects: SubjectSeed[] = [
  {
    code: "order",
    labelFr: "Une commande",
    labelEn: "An order",
    labelDe: "Eine Bestellung",
    labelNl: "Een bestelling",
    department: "sales-administration",
    mailbox: "commandes@orvane.example",
  },
  {
    code: "delivery",
    labelFr: "Une livraison",
    labelEn: "A delivery",
    labelDe: "Eine Lieferung",
    labelNl: "Een levering",
    department: "logistics",
    mailbox: "livraisons@orvane.example",
  },
  {
    code: "technical-question",
    labelFr: "Une question technique",
    labelEn: "A technical question",
    labelDe: "Eine technische Frage",
    labelNl: "Een technische vraag",
    department: "technical-support",
    mailbox: "support-technique@orvane.example",
    machine: true,
  },
  {
    code: "spare-parts",
    labelFr: "Des pièces détachées",
    labelEn: "Spare parts",
    labelDe: "Ersatzteile",
    labelNl: "Reserveonderdelen",
    department: "spare-parts",
    mailbox: "pieces@orvane.example",
    machine: true,
  },
  {
    code: "warranty",
    labelFr: "La garantie d’une machine",
    labelEn: "A machine’s warranty",
    labelDe: "Die Garantie einer Maschine",
    labelNl: "De garantie van een machine",
    department: "after-sales",
    mailbox: "garantie@orvane.example",
    machine: true,
  },
  {
    code: MACHINE_ALREADY_REGISTERED,
    labelFr: "Machine déjà enregistrée",
    labelEn: "Machine already registered",
    labelDe: "Maschine bereits registriert",
    labelNl: "Machine al geregistreerd",
    department: "after-sales",
    mailbox: "garantie@orvane.example",
    machine: true,
  },
  {
    code: MACHINE_NOT_RECOGNISED,
    labelFr: "Numéro de série non reconnu",
    labelEn: "Serial number not recognised",
    labelDe: "Seriennummer nicht erkannt",
    labelNl: "Serienummer niet herkend",
    department: "after-sales",
    mailbox: "garantie@orvane.example",
    machine: true,
  },
  {
    code: "other",
    labelFr: "Autre demande",
    labelEn: "Another request",
    labelDe: "Sonstige Anfrage",
    labelNl: "Andere vraag",
    department: "customer-service",
    mailbox: "contact@orvane.example",
  },
];

export async function seedContactSubjects(db: Database) {
  await db
    .insert(contactSubjects)
    .values(demoContactSubjects.map((subject, index) => ({ ...subject, position: (index + 1) * 10 })))
    .onConflictDoNothing();
}
