import { formatInZone, validTimeZone } from "@/content/calendar/time-zone";
import { BRAND } from "@/content/metadata";
import { htmlLangs, type Locale } from "@/routing/locales";
import { renderMail, type MailContent, type RenderedMail } from "./layout";
import type { MailMessage, RegisteredEvent } from "./messages";
import { mailableName } from "./names";

type Message<T extends MailMessage["template"]> = Extract<MailMessage, { template: T }>;
/** What a template needs beyond its message: links made when the mail is sent. */
export interface RenderContext {
  /** The gated ebook's signed download link (valid for days, made at delivery). */
  downloadUrl?: string;
}
type Template<T extends MailMessage["template"]> = (message: Message<T>, context: RenderContext) => MailContent;

/** Under every mail: why the visitor receives it. */
export const mailFooters: Record<Locale, string> = {
  en: `You receive this mail because this address was entered on ${BRAND}'s website.`,
  de: `Sie erhalten diese E-Mail, weil diese Adresse auf der Website von ${BRAND} angegeben wurde.`,
  fr: `Vous recevez cet e-mail car cette adresse a été saisie sur le site de ${BRAND}.`,
};

/**
 * The greeting: with the visitor's first name only when it is a name (`mailableName`). It is the one thing a visitor
 * typed that any mail repeats; every other word of a mail is the site's.
 */
const hello = (locale: Locale, typed?: string) => {
  const firstName = mailableName(typed);
  return { en: firstName ? `Hello ${firstName},` : "Hello,", de: firstName ? `Hallo ${firstName},` : "Guten Tag,", fr: firstName ? `Bonjour ${firstName},` : "Bonjour," }[locale];
};

/**
 * When the event is, in the mail's language: in its own zone for an event held in person ("Donnerstag, 10. Juni 2027,
 * 18:00–21:00 Uhr MESZ"), else in UTC ("Tuesday, 12 January 2027, 09:00–10:30 UTC"; the .ics gives each calendar its own).
 */
export function eventTime(locale: Locale, event: NonNullable<RegisteredEvent["schedule"]>): string {
  const zone = validTimeZone(event.timeZone);
  if (zone) return formatInZone(htmlLangs[locale], zone, event.start, event.end);
  const day = new Intl.DateTimeFormat(htmlLangs[locale], { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(htmlLangs[locale], { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  const start = new Date(event.start);
  return `${day.format(start)}, ${time.format(start)}–${time.format(new Date(event.end))} UTC`;
}

const newsletterConfirmation: Template<"newsletter_confirmation"> = ({ locale, confirmUrl }) =>
  ({
    en: {
      subject: `Confirm your subscription to the ${BRAND} newsletter`,
      preheader: "One click and you are subscribed.",
      heading: "Please confirm your subscription",
      paragraphs: ["You asked to receive our newsletter at this address. Nothing is sent until you confirm."],
      button: { label: "Confirm my subscription", url: confirmUrl },
      footnote: "If you did not ask for it, ignore this mail: nothing changes. The link is valid for 7 days.",
    },
    de: {
      subject: `Bitte bestätigen Sie Ihr ${BRAND}-Newsletter-Abonnement`,
      preheader: "Ein Klick, und Sie sind angemeldet.",
      heading: "Bitte bestätigen Sie Ihr Abonnement",
      paragraphs: ["Sie möchten unseren Newsletter an diese Adresse erhalten. Bis zu Ihrer Bestätigung senden wir nichts."],
      button: { label: "Abonnement bestätigen", url: confirmUrl },
      footnote: "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts. Der Link ist 7 Tage gültig.",
    },
    fr: {
      subject: `Confirmez votre inscription à la newsletter ${BRAND}`,
      preheader: "Un clic et vous êtes inscrit.",
      heading: "Merci de confirmer votre inscription",
      paragraphs: ["Vous avez demandé à recevoir notre newsletter à cette adresse. Rien ne vous est envoyé avant votre confirmation."],
      button: { label: "Confirmer mon inscription", url: confirmUrl },
      footnote: "Si vous ne l'avez pas demandé, ignorez cet e-mail : rien ne change. Le lien est valable 7 jours.",
    },
  })[locale];

const preferencesLink: Template<"preferences_link"> = ({ locale, preferencesUrl }) =>
  ({
    en: {
      subject: "Your email preferences",
      preheader: "Choose what we send you, or unsubscribe.",
      heading: "Manage your email preferences",
      paragraphs: ["Choose the topics and the language of the mails you receive from us, or unsubscribe from everything."],
      button: { label: "Manage my preferences", url: preferencesUrl },
      footnote: "The link is valid for 7 days. If you did not ask for it, ignore this mail.",
    },
    de: {
      subject: "Ihre E-Mail-Einstellungen",
      preheader: "Wählen Sie, was wir Ihnen senden, oder melden Sie sich ab.",
      heading: "Ihre E-Mail-Einstellungen verwalten",
      paragraphs: ["Wählen Sie Themen und Sprache unserer E-Mails, oder melden Sie sich von allem ab."],
      button: { label: "Einstellungen verwalten", url: preferencesUrl },
      footnote: "Der Link ist 7 Tage gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.",
    },
    fr: {
      subject: "Vos préférences e-mail",
      preheader: "Choisissez ce que nous vous envoyons, ou désinscrivez-vous.",
      heading: "Gérer vos préférences e-mail",
      paragraphs: ["Choisissez les thèmes et la langue de nos e-mails, ou désinscrivez-vous de tout."],
      button: { label: "Gérer mes préférences", url: preferencesUrl },
      footnote: "Le lien est valable 7 jours. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
    },
  })[locale];

const freeTrialWelcome: Template<"free_trial_welcome"> = ({ locale, firstName, loginUrl }) =>
  ({
    en: {
      subject: `Welcome to ${BRAND}: your free trial is ready`,
      preheader: "Sign in with this address and the password you chose.",
      heading: "Your free trial is ready",
      paragraphs: [hello(locale, firstName), `Your ${BRAND} account is set up. Sign in with this email address and the password you chose to create your first course.`],
      button: { label: "Sign in", url: loginUrl },
    },
    de: {
      subject: `Willkommen bei ${BRAND}: Ihre kostenlose Testphase beginnt`,
      preheader: "Melden Sie sich mit dieser Adresse und Ihrem Passwort an.",
      heading: "Ihre Testphase ist bereit",
      paragraphs: [hello(locale, firstName), `Ihr ${BRAND}-Konto ist eingerichtet. Melden Sie sich mit dieser E-Mail-Adresse und Ihrem gewählten Passwort an und erstellen Sie Ihren ersten Kurs.`],
      button: { label: "Anmelden", url: loginUrl },
    },
    fr: {
      subject: `Bienvenue sur ${BRAND} : votre essai gratuit est prêt`,
      preheader: "Connectez-vous avec cette adresse et le mot de passe choisi.",
      heading: "Votre essai gratuit est prêt",
      paragraphs: [hello(locale, firstName), `Votre compte ${BRAND} est créé. Connectez-vous avec cette adresse e-mail et le mot de passe choisi pour créer votre premier cours.`],
      button: { label: "Me connecter", url: loginUrl },
    },
  })[locale];

const registration: Template<"registration"> = ({ locale, firstName, event, loginUrl }) => {
  const signIn = (label: string) => (loginUrl ? { label, url: loginUrl } : undefined);
  const schedule = event?.schedule ?? null;
  const when = schedule ? eventTime(locale, schedule) : "";
  const where = schedule?.location ?? "";
  const texts = {
    en: {
      subject: event ? `You are registered: ${event.title}` : "Your registration is confirmed",
      preheader: schedule ? `${when}. The calendar file is attached.` : "Your seat is saved.",
      heading: "Your seat is saved",
      paragraphs: !event
        ? [hello(locale, firstName), "Your registration is confirmed. Sign in to the learning platform with this email address to start."]
        : schedule
          ? [hello(locale, firstName), `You are registered for “${event.title}”.`, `When: ${when}.`, ...(where ? [`Where: ${where}.`] : []), "Add it to your calendar with the attached file. The event page has every detail."]
          : [hello(locale, firstName), `You are registered for “${event.title}”. The recording is on its page, whenever suits you.`],
      button: event ? { label: schedule ? "See the event" : "Watch the recording", url: event.url } : signIn("Sign in"),
    },
    de: {
      subject: event ? `Sie sind angemeldet: ${event.title}` : "Ihre Anmeldung ist bestätigt",
      preheader: schedule ? `${when}. Die Kalenderdatei ist angehängt.` : "Ihr Platz ist gesichert.",
      heading: "Ihr Platz ist gesichert",
      paragraphs: !event
        ? [hello(locale, firstName), "Ihre Anmeldung ist bestätigt. Melden Sie sich mit dieser E-Mail-Adresse auf der Lernplattform an, um zu beginnen."]
        : schedule
          ? [hello(locale, firstName), `Sie sind für „${event.title}“ angemeldet.`, `Wann: ${when}.`, ...(where ? [`Wo: ${where}.`] : []), "Tragen Sie den Termin mit der angehängten Datei in Ihren Kalender ein. Alle Details finden Sie auf der Veranstaltungsseite."]
          : [hello(locale, firstName), `Sie sind für „${event.title}“ angemeldet. Die Aufzeichnung finden Sie jederzeit auf der Seite.`],
      button: event ? { label: schedule ? "Zur Veranstaltung" : "Aufzeichnung ansehen", url: event.url } : signIn("Anmelden"),
    },
    fr: {
      subject: event ? `Vous êtes inscrit : ${event.title}` : "Votre inscription est confirmée",
      preheader: schedule ? `${when}. Le fichier de calendrier est joint.` : "Votre place est réservée.",
      heading: "Votre place est réservée",
      paragraphs: !event
        ? [hello(locale, firstName), "Votre inscription est confirmée. Connectez-vous à la plateforme d'apprentissage avec cette adresse e-mail pour commencer."]
        : schedule
          ? [hello(locale, firstName), `Vous êtes inscrit à « ${event.title} ».`, `Quand : ${when}.`, ...(where ? [`Où : ${where}.`] : []), "Ajoutez-le à votre calendrier avec le fichier joint. La page de l'événement donne tous les détails."]
          : [hello(locale, firstName), `Vous êtes inscrit à « ${event.title} ». L'enregistrement est sur sa page, quand vous le souhaitez.`],
      button: event ? { label: schedule ? "Voir l'événement" : "Voir l'enregistrement", url: event.url } : signIn("Me connecter"),
    },
  };
  return texts[locale];
};

const maturityReport: Template<"maturity_report"> = ({ locale, assessmentUrl }) =>
  ({
    en: {
      subject: "Your learning maturity report",
      preheader: "Your report is attached as a PDF.",
      heading: "Your maturity report",
      paragraphs: ["Thank you for taking the learning maturity assessment. Your report, with your level per theme and what to do next, is attached as a PDF."],
      button: { label: "Take the assessment again", url: assessmentUrl },
    },
    de: {
      subject: "Ihr Bericht zur Lernreife",
      preheader: "Ihr Bericht ist als PDF angehängt.",
      heading: "Ihr Reifegrad-Bericht",
      paragraphs: ["Danke, dass Sie die Reifegrad-Analyse gemacht haben. Ihr Bericht mit Ihrem Niveau je Thema und den nächsten Schritten ist als PDF angehängt."],
      button: { label: "Analyse erneut machen", url: assessmentUrl },
    },
    fr: {
      subject: "Votre rapport de maturité",
      preheader: "Votre rapport est joint en PDF.",
      heading: "Votre rapport de maturité",
      paragraphs: ["Merci d'avoir réalisé l'évaluation de maturité. Votre rapport, avec votre niveau par thème et les prochaines étapes, est joint en PDF."],
      button: { label: "Refaire l'évaluation", url: assessmentUrl },
    },
  })[locale];

/** The delivered document by its title in the mail's language (the page's, `findGatedDelivery`); a form's default reached without a page has none. */
const ebookLink: Template<"ebook_link"> = ({ locale, title }, { downloadUrl }) => {
  if (!downloadUrl) throw new Error("ebook_link needs its download link");
  const footnote = { en: "The link is valid for 7 days.", de: "Der Link ist 7 Tage gültig.", fr: "Le lien est valable 7 jours." }[locale];
  if (title) {
    return {
      en: {
        subject: `Your download: ${title}`,
        preheader: `Here is your link to “${title}”.`,
        heading: title,
        paragraphs: [`Thank you for your interest. Download “${title}” (PDF) with the button below.`],
        button: { label: "Download the PDF", url: downloadUrl },
        footnote,
      },
      de: {
        subject: `Ihr Download: ${title}`,
        preheader: `Hier ist Ihr Link zu „${title}“.`,
        heading: title,
        paragraphs: [`Vielen Dank für Ihr Interesse. Laden Sie „${title}“ (PDF) über die Schaltfläche unten herunter.`],
        button: { label: "PDF herunterladen", url: downloadUrl },
        footnote,
      },
      fr: {
        subject: `Votre téléchargement : ${title}`,
        preheader: `Voici votre lien vers « ${title} ».`,
        heading: title,
        paragraphs: [`Merci de votre intérêt. Téléchargez « ${title} » (PDF) avec le bouton ci-dessous.`],
        button: { label: "Télécharger le PDF", url: downloadUrl },
        footnote,
      },
    }[locale];
  }
  return {
    en: {
      subject: "Your ebook is ready to download",
      preheader: "Here is the link to your ebook.",
      heading: "Your ebook",
      paragraphs: ["Thank you for your interest. Download your ebook with the button below."],
      button: { label: "Download the ebook", url: downloadUrl },
      footnote,
    },
    de: {
      subject: "Ihr E-Book steht zum Download bereit",
      preheader: "Hier ist der Link zu Ihrem E-Book.",
      heading: "Ihr E-Book",
      paragraphs: ["Vielen Dank für Ihr Interesse. Laden Sie Ihr E-Book über die Schaltfläche unten herunter."],
      button: { label: "E-Book herunterladen", url: downloadUrl },
      footnote,
    },
    fr: {
      subject: "Votre e-book est prêt à télécharger",
      preheader: "Voici le lien vers votre e-book.",
      heading: "Votre e-book",
      paragraphs: ["Merci de votre intérêt. Téléchargez votre e-book avec le bouton ci-dessous."],
      button: { label: "Télécharger l'e-book", url: downloadUrl },
      footnote,
    },
  }[locale];
};

const templates: { [T in MailMessage["template"]]: Template<T> } = {
  newsletter_confirmation: newsletterConfirmation,
  preferences_link: preferencesLink,
  free_trial_welcome: freeTrialWelcome,
  registration,
  maturity_report: maturityReport,
  ebook_link: ebookLink,
};

/** The subject, HTML and plain text of a mail in its language. */
export function renderTemplate(message: MailMessage, context: RenderContext = {}): RenderedMail {
  const template = templates[message.template] as Template<MailMessage["template"]>;
  return renderMail(message.locale, template(message as never, context), mailFooters[message.locale]);
}
