import type { ErrorCode } from "@portal/domain/errors/codes";
import type { Locale } from "@portal/domain/i18n/locales";

/** Titles of problem answers, in the language the client asked for (Accept-Language). */
const titles: Record<ErrorCode, Record<Locale, string>> = {
  "request.invalid": {
    fr: "La requête contient des données invalides.",
    en: "The request contains invalid data.",
    de: "Die Anfrage enthält ungültige Daten.",
    nl: "Het verzoek bevat ongeldige gegevens.",
  },
  "request.not_found": {
    fr: "Ressource introuvable.",
    en: "Resource not found.",
    de: "Ressource nicht gefunden.",
    nl: "Bron niet gevonden.",
  },
  "request.too_many": {
    fr: "Trop de requêtes, veuillez patienter avant de réessayer.",
    en: "Too many requests, please wait before trying again.",
    de: "Zu viele Anfragen, bitte warten Sie, bevor Sie es erneut versuchen.",
    nl: "Te veel verzoeken, wacht even voordat u het opnieuw probeert.",
  },
  "server.error": {
    fr: "Une erreur interne est survenue.",
    en: "An internal error occurred.",
    de: "Ein interner Fehler ist aufgetreten.",
    nl: "Er is een interne fout opgetreden.",
  },
  "server.unavailable": {
    fr: "Service momentanément indisponible.",
    en: "Service temporarily unavailable.",
    de: "Dienst vorübergehend nicht verfügbar.",
    nl: "Dienst tijdelijk niet beschikbaar.",
  },
  "auth.invalid_credentials": {
    fr: "E-mail ou mot de passe incorrect, veuillez réessayer.",
    en: "Email or password incorrect, please try again.",
    de: "E-Mail oder Passwort falsch, bitte versuchen Sie es erneut.",
    nl: "E-mailadres of wachtwoord onjuist, probeer het opnieuw.",
  },
  "auth.login_required": {
    fr: "Vous devez être connecté pour accéder à ce service.",
    en: "You must be logged in to access this service.",
    de: "Sie müssen angemeldet sein, um diesen Dienst zu nutzen.",
    nl: "U moet ingelogd zijn om deze dienst te gebruiken.",
  },
  // The expired-token answer is a protocol string clients match on (spec section 7).
  "auth.token_expired": {
    fr: "Expired JWT Token",
    en: "Expired JWT Token",
    de: "Expired JWT Token",
    nl: "Expired JWT Token",
  },
  "auth.token_invalid": {
    fr: "Votre session n'est plus valide, veuillez vous reconnecter.",
    en: "Your session is no longer valid, please log in again.",
    de: "Ihre Sitzung ist nicht mehr gültig, bitte melden Sie sich erneut an.",
    nl: "Uw sessie is niet meer geldig, log opnieuw in.",
  },
  "auth.refresh_token_invalid": {
    fr: "Session expirée, veuillez vous reconnecter.",
    en: "Session expired, please log in again.",
    de: "Sitzung abgelaufen, bitte melden Sie sich erneut an.",
    nl: "Sessie verlopen, log opnieuw in.",
  },
  "auth.refresh_token_reused": {
    fr: "Session fermée par sécurité, veuillez vous reconnecter.",
    en: "Session closed for security reasons, please log in again.",
    de: "Sitzung aus Sicherheitsgründen beendet, bitte melden Sie sich erneut an.",
    nl: "Sessie om veiligheidsredenen beëindigd, log opnieuw in.",
  },
  "auth.too_many_attempts": {
    fr: "Trop de tentatives de connexion, veuillez réessayer dans quelques minutes.",
    en: "Too many login attempts, please try again in a few minutes.",
    de: "Zu viele Anmeldeversuche, bitte versuchen Sie es in einigen Minuten erneut.",
    nl: "Te veel inlogpogingen, probeer het over enkele minuten opnieuw.",
  },
  "auth.csrf_invalid": {
    fr: "Jeton de sécurité manquant ou invalide.",
    en: "Missing or invalid security token.",
    de: "Sicherheitstoken fehlt oder ist ungültig.",
    nl: "Beveiligingstoken ontbreekt of is ongeldig.",
  },
  "auth.company_not_enabled": {
    fr: "Votre accès à cette société n'est pas activé, contactez l'administrateur de votre société.",
    en: "Your access to this company is not enabled, please contact your company administrator.",
    de: "Ihr Zugang zu diesem Unternehmen ist nicht aktiviert, wenden Sie sich an den Administrator Ihres Unternehmens.",
    nl: "Uw toegang tot dit bedrijf is niet geactiveerd, neem contact op met de beheerder van uw bedrijf.",
  },
  "auth.company_waiting_validation": {
    fr: "Votre société est en attente de validation par nos équipes.",
    en: "Your company is waiting for validation by our teams.",
    de: "Ihr Unternehmen wartet auf die Freigabe durch unser Team.",
    nl: "Uw bedrijf wacht op goedkeuring door ons team.",
  },
  "auth.company_required": {
    fr: "Choisissez d'abord une société.",
    en: "Please choose a company first.",
    de: "Bitte wählen Sie zuerst ein Unternehmen.",
    nl: "Kies eerst een bedrijf.",
  },
  "auth.company_not_member": {
    fr: "Vous n'êtes pas membre de cette société.",
    en: "You are not a member of this company.",
    de: "Sie sind kein Mitglied dieses Unternehmens.",
    nl: "U bent geen lid van dit bedrijf.",
  },
  "auth.forbidden": {
    fr: "Accès refusé.",
    en: "Access denied.",
    de: "Zugriff verweigert.",
    nl: "Toegang geweigerd.",
  },
  "customer.not_found": {
    fr: "Client introuvable.",
    en: "Customer not found.",
    de: "Kunde nicht gefunden.",
    nl: "Klant niet gevonden.",
  },
  "customer.email_taken": {
    fr: "Cette adresse e-mail est déjà associée à un compte, veuillez vous connecter.",
    en: "This e-mail address is already associated with an account, please log in.",
    de: "Diese E-Mail-Adresse ist bereits mit einem Konto verknüpft, bitte melden Sie sich an.",
    nl: "Dit e-mailadres is al aan een account gekoppeld, log in.",
  },
  "password.current_invalid": {
    fr: "Le mot de passe actuel est incorrect.",
    en: "The current password is incorrect.",
    de: "Das aktuelle Passwort ist falsch.",
    nl: "Het huidige wachtwoord is onjuist.",
  },
  "content.not_found": {
    fr: "Contenu introuvable.",
    en: "Content not found.",
    de: "Inhalt nicht gefunden.",
    nl: "Inhoud niet gevonden.",
  },
  "catalog.product_not_found": {
    fr: "Produit introuvable.",
    en: "Product not found.",
    de: "Produkt nicht gefunden.",
    nl: "Product niet gevonden.",
  },
  "catalog.variant_not_found": {
    fr: "Référence introuvable.",
    en: "Product reference not found.",
    de: "Artikelnummer nicht gefunden.",
    nl: "Artikelnummer niet gevonden.",
  },
  "catalog.taxon_not_found": {
    fr: "Catégorie introuvable.",
    en: "Category not found.",
    de: "Kategorie nicht gefunden.",
    nl: "Categorie niet gevonden.",
  },
  "catalog.brand_not_found": {
    fr: "Marque introuvable.",
    en: "Brand not found.",
    de: "Marke nicht gefunden.",
    nl: "Merk niet gevonden.",
  },
  "catalog.file_not_found": {
    fr: "Fichier introuvable.",
    en: "File not found.",
    de: "Datei nicht gefunden.",
    nl: "Bestand niet gevonden.",
  },
};

export function errorTitle(code: ErrorCode, locale: Locale): string {
  return titles[code][locale];
}
