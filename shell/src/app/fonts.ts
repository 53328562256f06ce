// Montserrat 300-700, served by the site itself; each file covers its Unicode ranges, so a
// Russian page downloads only the Cyrillic and Latin files it uses.
import '@fontsource/montserrat/300.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/500.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
