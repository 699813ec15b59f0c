import { z } from '../schema/zod';
import { LANGUAGE_IDS } from './language-names';

export { LANGUAGE_IDS, LANGUAGE_NAMES_EN, languageNames, type LanguageId } from './language-names';

export const languageIdSchema = z.enum(LANGUAGE_IDS);
