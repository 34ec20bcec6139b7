import { render } from 'preact';
import '@/components/base.css';
import './options.css';
import { t } from '@/lib/i18n/messages';
import { applyPageLanguage } from '@/lib/i18n/page-root';
import { Options } from './Options';

// Before the first render: Arabic mirrors the layout, screen readers pick the right voice, and
// the tab is named in the page's language.
applyPageLanguage(document.documentElement);
document.title = t('extensionName');

const root = document.getElementById('app');
if (root) render(<Options />, root);
