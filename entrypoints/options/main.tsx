import { render } from 'preact';
import '@/components/base.css';
import './options.css';
import { applyPageLanguage } from '@/lib/i18n/language';
import { t } from '@/lib/i18n/messages';
import { Options } from './Options';

// Before the first render: Arabic mirrors the layout, and the tab is named in the page's language.
applyPageLanguage(document.documentElement);
document.title = t('extensionName');

const root = document.getElementById('app');
if (root) render(<Options />, root);
