/** Every PDF the seed's documents offer, one per language of the document that links it. */
import { LANGS, type Lang } from "../lib";
import { bookPdf, type BookText } from "../pdf-book";
import { collaborativeLearningBook, learningWeekKit, pressKit } from "./book-texts";
import { onboardingPlaybook, skillsReport } from "./ebook-texts";
import { cases, caseStudyHeadings, type CaseSpec } from "./more-pages";

/** A case study's PDF says what its page says: the same challenge, solution and figures. */
function caseStudyBook(spec: CaseSpec, lang: Lang): BookText {
  return {
    title: spec.title[lang],
    subtitle: spec.description[lang],
    chapters: [
      { title: caseStudyHeadings.challenge[lang], paragraphs: [spec.challenge[lang]] },
      { title: caseStudyHeadings.solution[lang], paragraphs: [spec.solution[lang]] },
      { title: caseStudyHeadings.results[lang], paragraphs: [], items: spec.figures.map((figure) => `${figure.value} ${figure.label[lang]}`) },
    ],
  };
}

export async function seedPdfs(): Promise<void> {
  for (const lang of LANGS) {
    await bookPdf("ebook-onboarding-playbook", lang, onboardingPlaybook[lang]);
    const skills = skillsReport[lang];
    if (skills) await bookPdf("ebook-skills-report", lang, skills);
    await bookPdf("collaborative-learning-book", lang, collaborativeLearningBook[lang]);
    await bookPdf("press-kit", lang, pressKit[lang]);
    await bookPdf("learning-week-kit", lang, learningWeekKit[lang]);
    for (const spec of cases) if (spec.pdf && spec.uid[lang]) await bookPdf(spec.pdf, lang, caseStudyBook(spec, lang));
  }
}
