import { createHash } from "node:crypto";
import { deflateSync } from "node:zlib";
import type { FileStore } from "@portal/domain/files/file-store";
import { cleanFileName } from "@portal/domain/files/stored-files";
import { addDays, formatClaimNumber, warrantyDateOf } from "@portal/domain/warranty/rules";
import type { WarrantyStatus } from "@portal/domain/warranty/status";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../client";
import {
  storedFiles,
  warrantyClaimDocuments,
  warrantyClaimParts,
  warrantyClaims,
  warrantyCommentFiles,
  warrantyComments,
  warrantyIncidents,
  warrantyStatusChanges,
} from "../schema/index";
import { PdfPage, renderPdf } from "./catalog/pdf";

/*
 * Demo warranty data: the kinds of incident in four languages, and claims of the dealer company of
 * buyer@demo.example in every status: every other one filed from one of the dealer's registered
 * machines (advanced mode), the others on machines of the catalogue (simple mode). Replaced parts are picked
 * from the company's real invoices, documents are small generated PDF and PNG files when a file
 * store is given, and the threads go both ways. Dates count in days back from the day of seeding,
 * so the claim waiting for parts stays within its two months. Nothing here draws at random.
 */

export const incidentSeeds = [
  {
    code: "engine_wont_start",
    fr: "Le moteur ne démarre pas",
    en: "Engine won't start",
    de: "Motor springt nicht an",
    nl: "Motor start niet",
  },
  { code: "oil_leak", fr: "Fuite d’huile", en: "Oil leak", de: "Ölverlust", nl: "Olielek" },
  {
    code: "cutting_deck_vibration",
    fr: "Vibrations du plateau de coupe",
    en: "Cutting deck vibration",
    de: "Vibrationen des Mähwerks",
    nl: "Trillingen van het maaidek",
  },
  { code: "transmission_fault", fr: "Défaut de transmission", en: "Transmission fault", de: "Getriebefehler", nl: "Transmissiestoring" },
  { code: "electrical_fault", fr: "Panne électrique", en: "Electrical fault", de: "Elektrischer Defekt", nl: "Elektrische storing" },
  { code: "overheating", fr: "Surchauffe du moteur", en: "Engine overheating", de: "Motorüberhitzung", nl: "Oververhitting van de motor" },
  { code: "hydraulic_leak", fr: "Fuite hydraulique", en: "Hydraulic leak", de: "Hydraulikleck", nl: "Hydraulisch lek" },
  {
    code: "blade_clutch_failure",
    fr: "Embrayage de lame défaillant",
    en: "Blade clutch failure",
    de: "Messerkupplung defekt",
    nl: "Defecte meskoppeling",
  },
  { code: "other", fr: "Autre", en: "Other", de: "Sonstiges", nl: "Overig" },
] as const;

type Step = { to: WarrantyStatus; staff: boolean; note?: string; afterDays: number };
type ClaimSeed = {
  status: WarrantyStatus;
  /** Days before the seeding day the claim was filed. */
  filedDaysAgo: number;
  incident: (typeof incidentSeeds)[number]["code"];
  description: string;
  labourUnits: number;
  hours: number;
  steps: Step[];
  /** The thread: who speaks, what, after how many days from filing, and whether a photo comes with it. */
  thread: { staff: boolean; body: string; afterDays: number; photo?: boolean }[];
  partsReceivedAfterDays?: number;
  refund?: boolean;
};

const claimSeeds: ClaimSeed[] = [
  {
    status: "new",
    filedDaysAgo: 2,
    incident: "engine_wont_start",
    description: "Le moteur ne démarre plus après l’hivernage, le démarreur tourne mais rien ne se passe.",
    labourUnits: 4,
    hours: 212,
    steps: [],
    thread: [],
  },
  {
    status: "in_progress",
    filedDaysAgo: 9,
    incident: "oil_leak",
    description: "Fuite d’huile au niveau du joint de carter après 30 minutes d’utilisation.",
    labourUnits: 6,
    hours: 340,
    steps: [{ to: "in_progress", staff: true, afterDays: 1 }],
    thread: [{ staff: true, body: "Nous analysons votre demande avec notre service technique.", afterDays: 1 }],
  },
  {
    status: "request_more_information",
    filedDaysAgo: 14,
    incident: "cutting_deck_vibration",
    description: "Fortes vibrations du plateau de coupe à plein régime, même avec des lames neuves.",
    labourUnits: 8,
    hours: 125,
    steps: [
      { to: "in_progress", staff: true, afterDays: 1 },
      { to: "request_more_information", staff: true, afterDays: 3, note: "Merci de nous envoyer une photo de la plaque signalétique." },
    ],
    thread: [{ staff: true, body: "Pouvez-vous nous envoyer une photo de la plaque signalétique et du plateau ?", afterDays: 3 }],
  },
  {
    status: "waiting_piece",
    filedDaysAgo: 20,
    incident: "transmission_fault",
    description: "La transmission patine en montée, la machine n’avance plus en charge.",
    labourUnits: 12,
    hours: 480,
    steps: [
      { to: "in_progress", staff: true, afterDays: 1 },
      { to: "waiting_piece", staff: true, afterDays: 4, note: "Merci de nous retourner la courroie remplacée." },
    ],
    thread: [
      { staff: true, body: "Merci de nous retourner la pièce remplacée avec le numéro de la demande.", afterDays: 4 },
      { staff: false, body: "La pièce part demain par transporteur.", afterDays: 6 },
    ],
  },
  {
    status: "waiting_supplier",
    filedDaysAgo: 28,
    incident: "electrical_fault",
    description: "Le tableau de bord s’éteint par intermittence, le faisceau semble en cause.",
    labourUnits: 5,
    hours: 96,
    steps: [
      { to: "in_progress", staff: true, afterDays: 2 },
      { to: "waiting_supplier", staff: true, afterDays: 5, note: "Dossier transmis au fabricant du faisceau." },
    ],
    thread: [{ staff: true, body: "Nous attendons l’avis du fournisseur du faisceau électrique.", afterDays: 5 }],
  },
  {
    status: "accepted",
    filedDaysAgo: 75,
    incident: "overheating",
    description: "Le moteur monte en température et se coupe après une heure de tonte.",
    labourUnits: 10,
    hours: 610,
    steps: [
      { to: "in_progress", staff: true, afterDays: 1 },
      { to: "request_more_information", staff: true, afterDays: 2, note: "Merci de préciser la température ambiante." },
      { to: "in_progress", staff: false, afterDays: 3 },
      { to: "waiting_piece", staff: true, afterDays: 5 },
      { to: "in_progress", staff: true, afterDays: 20 },
      { to: "accepted", staff: true, afterDays: 25, note: "Prise en charge acceptée : avoir émis." },
    ],
    thread: [
      { staff: true, body: "Quelle était la température ambiante lors de la panne ?", afterDays: 2 },
      { staff: false, body: "Environ 32 °C, en plein après-midi. Photo du radiateur jointe.", afterDays: 3, photo: true },
      { staff: true, body: "Pièce reçue, radiateur défectueux confirmé. La garantie est acceptée.", afterDays: 25 },
    ],
    partsReceivedAfterDays: 18,
    refund: true,
  },
  {
    status: "refused",
    filedDaysAgo: 45,
    incident: "hydraulic_leak",
    description: "Fuite sur le vérin de relevage après un choc contre une souche.",
    labourUnits: 3,
    hours: 1_020,
    steps: [{ to: "refused", staff: true, afterDays: 2, note: "Dommage consécutif à un choc : hors garantie." }],
    thread: [
      { staff: true, body: "Les dommages dus à un choc ne sont pas couverts par la garantie.", afterDays: 2 },
      { staff: false, body: "Compris, merci pour votre réponse rapide.", afterDays: 3 },
    ],
  },
];

// ---- small generated files ----

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small picture: a green field with a grey machine-like block, varied by `shade`. */
export function demoPng(shade: number, width = 96, height = 64): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const machine = x > width / 4 && x < (width * 3) / 4 && y > height / 3 && y < (height * 5) / 6;
      const [r, g, b] = machine ? [90 + shade, 90 + shade, 95 + shade] : [60, 140 + ((x + y) % 20), 60];
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]));
}

function demoPdf(title: string, lines: string[]): Uint8Array {
  const page = new PdfPage();
  page.text(56, 72, 18, title, { bold: true });
  lines.forEach((line, index) => {
    page.text(56, 110 + index * 18, 11, line);
  });
  return renderPdf([page], { title, author: "Orvane Machines" });
}

/** A stable token from a name, so the same seed gives the same addresses. */
const tokenOf = (name: string) => createHash("sha256").update(`warranty-seed:${name}`).digest("base64url").slice(0, 32);

export async function seedWarranty(db: Database, options: { files?: FileStore; today?: Date } = {}) {
  await db
    .insert(warrantyIncidents)
    .values(
      incidentSeeds.map((incident, position) => ({
        code: incident.code,
        labelFr: incident.fr,
        labelEn: incident.en,
        labelDe: incident.de,
        labelNl: incident.nl,
        position,
      })),
    )
    .onConflictDoNothing();

  const [buyer] = await queryRows<{ customerId: number; companyId: number }>(
    db,
    sql`select c.id as "customerId", m.company_id as "companyId" from customers c join company_memberships m on m.customer_id = c.id
    where c.email = 'buyer@demo.example' order by m.id limit 1`,
  );
  const [staff] = await queryRows<{ id: number }>(db, sql`select id from staff_users where email = 'staff@demo.example'`);
  if (!buyer || !staff) return;
  const [already] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from warranty_claims where company_id = ${buyer.companyId}`,
  );
  if ((already?.n ?? 0) > 0) return;

  // Machines of the catalogue, when it is seeded; a fixed mower otherwise (tests bring their own catalogue).
  const machines = await queryRows<{ code: string; brand: string; model: string; name: string }>(
    db,
    sql`select v.code, b.name as brand, pt.name as model, coalesce(vt.name, pt.name) as name
    from product_variants v join products p on p.id = v.product_id and p.type = 'machine' join brands b on b.id = p.brand_id
    join product_translations pt on pt.product_id = p.id and pt.locale = 'fr'
    left join product_variant_translations vt on vt.variant_id = v.id and vt.locale = 'fr'
    where v.enabled and p.enabled order by v.id limit 7`,
  );
  // The dealer's registered machines: every other claim is filed from one of them (advanced mode).
  const registered = await queryRows<{ id: number; serialNumber: string; variantCode: string | null; brand: string; model: string }>(
    db,
    sql`select r.id, s.serial_number as "serialNumber", s.variant_code as "variantCode", s.brand, s.model
    from machine_registrations r join machines_sold s on s.id = r.machine_sold_id
    where r.company_id = ${buyer.companyId} order by r.id limit 7`,
  );
  const fallback = { code: "RM-510-HYDRO", brand: "Orvane", model: "Tondeuse RM 510", name: "Tondeuse RM 510 Hydro" };
  // Replaced parts: item lines of the company's own invoices, one per claim that has parts.
  const invoiced = await queryRows<{ invoiceId: number; reference: string; description: string; quantity: number }>(
    db,
    sql`select i.id as "invoiceId", l.reference, l.description, l.quantity from invoices i join invoice_lines l on l.invoice_id = i.id
    where i.company_id = ${buyer.companyId} and i.kind = 'invoice' and l.kind = 'item' order by i.issue_date desc, i.id, l.position limit 20`,
  );

  const today = warrantyDateOf(options.today ?? new Date());
  const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
  const { files } = options;

  async function store(name: string, kind: "pdf" | "png", bytes: Uint8Array, by: { customerId?: number; staffUserId?: number }) {
    if (!files) return null;
    const key = `warranty/seed/${createHash("sha256").update(name).digest("hex").slice(0, 32)}.${kind}`;
    await files.put(key, bytes);
    const [row] = await db
      .insert(storedFiles)
      .values({
        token: createHash("sha256").update(`warranty-seed-file:${name}`).digest("hex").slice(0, 32),
        companyId: buyer?.companyId as number,
        uploadedByCustomerId: by.customerId ?? null,
        uploadedByStaffId: by.staffUserId ?? null,
        key,
        name: cleanFileName(name, kind),
        kind,
        sizeBytes: bytes.length,
      })
      .returning({ id: storedFiles.id });
    return row?.id ?? null;
  }

  const year = Number(today.slice(0, 4));
  for (const [index, seed] of claimSeeds.entries()) {
    const catalogMachine = machines[index % Math.max(1, machines.length)] ?? fallback;
    const registration = index % 2 === 1 ? registered[index % Math.max(1, registered.length)] : undefined;
    const machine = registration
      ? {
          code: registration.variantCode ?? catalogMachine.code,
          brand: registration.brand,
          model: registration.model,
          name: registration.model,
        }
      : catalogMachine;
    const claimDate = addDays(today, -seed.filedDaysAgo);
    const [next] = await queryRows<{ sequence: number }>(db, sql`select nextval('warranty_claim_number_seq')::int as sequence`);
    const number = formatClaimNumber(year, next?.sequence ?? index + 1);
    const [claim] = await db
      .insert(warrantyClaims)
      .values({
        token: tokenOf(number),
        number,
        internalNumber: seed.status === "new" ? null : `SAV-${year}-${String(410 + index)}`,
        mode: registration ? "advanced" : "simple",
        machineRegistrationId: registration?.id ?? null,
        companyId: buyer.companyId,
        customerId: buyer.customerId,
        variantCode: machine.code,
        serialNumber: registration?.serialNumber ?? `OR${year}${String(7310 + index * 37).padStart(6, "0")}`,
        brand: machine.brand,
        model: machine.model,
        productName: machine.name,
        invoiceNumber: `VM-${year - 1}-${String(120 + index)}`,
        purchaseDate: addDays(claimDate, -420),
        commissioningDate: addDays(claimDate, -410),
        hoursOfService: seed.hours,
        incidentCode: seed.incident,
        incidentDate: addDays(claimDate, -(3 + index)),
        incidentDescription: seed.description,
        labourUnits: seed.labourUnits,
        status: seed.status,
        claimDate,
        partsReceivedAt: seed.partsReceivedAfterDays === undefined ? null : addDays(claimDate, seed.partsReceivedAfterDays),
        localeCode: "fr",
        createdAt: at(claimDate, 9),
        updatedAt: at(addDays(claimDate, Math.max(0, ...seed.steps.map((s) => s.afterDays), ...seed.thread.map((c) => c.afterDays))), 15),
      })
      .returning({ id: warrantyClaims.id });
    if (!claim) continue;

    const part = invoiced[index % Math.max(1, invoiced.length)];
    if (part && index % 3 !== 0) {
      await db.insert(warrantyClaimParts).values({
        claimId: claim.id,
        reference: part.reference,
        name: part.description.slice(0, 200),
        quantity: 1,
        invoiceId: part.invoiceId,
      });
    }

    const photo = await store(`photo-${index + 1}.png`, "png", demoPng(index * 12), { customerId: buyer.customerId });
    await db.insert(warrantyClaimDocuments).values([
      { claimId: claim.id, fileId: photo, comment: photo ? null : "Photos disponibles sur demande.", position: 0 },
      { claimId: claim.id, fileId: null, comment: "Entretien réalisé selon le carnet, dernière vidange il y a 50 heures.", position: 1 },
    ]);

    await db.insert(warrantyStatusChanges).values({
      claimId: claim.id,
      fromStatus: null,
      toStatus: "new",
      actor: "customer",
      customerId: buyer.customerId,
      at: at(claimDate, 9),
    });
    let from: WarrantyStatus = "new";
    for (const step of seed.steps) {
      await db.insert(warrantyStatusChanges).values({
        claimId: claim.id,
        fromStatus: from,
        toStatus: step.to,
        actor: step.staff ? "staff" : "customer",
        staffUserId: step.staff ? staff.id : null,
        customerId: step.staff ? null : buyer.customerId,
        note: step.note ?? null,
        at: at(addDays(claimDate, step.afterDays), 14),
      });
      from = step.to;
    }

    for (const [position, entry] of seed.thread.entries()) {
      const [comment] = await db
        .insert(warrantyComments)
        .values({
          claimId: claim.id,
          customerId: entry.staff ? null : buyer.customerId,
          staffUserId: entry.staff ? staff.id : null,
          body: entry.body,
          localeCode: "fr",
          createdAt: at(addDays(claimDate, entry.afterDays), 10 + position),
        })
        .returning({ id: warrantyComments.id });
      if (comment && entry.photo) {
        const fileId = await store(`radiateur-${index + 1}.png`, "png", demoPng(40), { customerId: buyer.customerId });
        if (fileId) await db.insert(warrantyCommentFiles).values({ commentId: comment.id, fileId });
      }
    }

    if (seed.refund) {
      const fileId = await store(
        `avoir-garantie-${number}.pdf`,
        "pdf",
        demoPdf(`Avoir de garantie ${number}`, [
          "Prise en charge au titre de la garantie constructeur.",
          `Main-d’œuvre : ${seed.labourUnits} quarts d’heure.`,
          "Pièces : radiateur moteur.",
        ]),
        { staffUserId: staff.id },
      );
      if (fileId) await db.update(warrantyClaims).set({ refundFileId: fileId }).where(sql`${warrantyClaims.id} = ${claim.id}`);
    }
  }
}
