/** How the site speaks about its questionnaires in Hindi, wherever it links to one. */
export const SCREENING_NOTE = 'इसमें कुछ ही मिनट लगते हैं, आपके जवाब आपके ब्राउज़र में ही रहते हैं, और नतीजा एक स्क्रीनिंग है, निदान नहीं।';
