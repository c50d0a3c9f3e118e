import { createApp } from 'vue'; import App from './App.vue'; import Broken from './Broken.vue'; createApp(App).component('B', Broken).mount('#app')
