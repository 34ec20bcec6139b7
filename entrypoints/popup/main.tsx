import { render } from 'preact';

render(<p>phpShort</p>, document.getElementById('app')!);
