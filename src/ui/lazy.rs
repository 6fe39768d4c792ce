//! Screens whose code is a file of its own. The page's first build is split (the `split`
//! feature; scripts/wasm.mjs splits it with wasm-split): a first visit downloads the code of
//! the home screen and the app around it, and the code of the table, a replay or the set-up
//! only when that screen first opens. Other builds (the friend build, the tests) are whole,
//! and their split screens show at once.
//!
//! `split_screen!` declares a split screen, `Lazy` shows it: nothing while its code is on
//! its way (a "Loading…" line after a moment), then the screen, or, when its file cannot be
//! fetched, what happened, with Try again, Reload the page and Home (`session::loading`
//! decides which).

use crate::ui::lang::words;
use std::future::Future;
use std::pin::Pin;

use yew::prelude::*;

use super::focus::focus_screen;
use super::press;
use crate::session::loading::Loading;

/// Renders a split screen from its properties.
pub type Render<P> = fn(&P) -> Html;

/// The fetch for a split screen's code, which gives its `Render` or says it failed.
pub type Fetch<P> = Pin<Box<dyn Future<Output = Result<Render<P>, ()>>>>;

/// A split screen's code.
pub struct Split<P: 'static> {
    /// Its `Render` when its code is here: always in a whole build, once fetched in a split one.
    pub ready: fn() -> Option<Render<P>>,
    /// Fetches its code (the first time), then gives its `Render`; `Err` when the file could
    /// not be fetched or instantiated (the browser's console says why).
    pub load: fn() -> Fetch<P>,
}

#[derive(Properties)]
pub struct LazyProps<P: PartialEq + 'static> {
    pub split: &'static Split<P>,
    pub props: P,
    /// Back to the home screen, from a screen whose code could not be fetched.
    pub on_home: Callback<()>,
}

/// Two lazy screens are the same when they are the same split screen with the same properties.
impl<P: PartialEq + 'static> PartialEq for LazyProps<P> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.split, other.split)
            && self.props == other.props
            && self.on_home == other.on_home
    }
}

/// A split screen: shown at once when its code is here, else once it has come.
#[function_component]
pub fn Lazy<P: PartialEq + 'static>(props: &LazyProps<P>) -> Html {
    let loading = use_state_eq(|| Loading::open((props.split.ready)()));
    {
        let (loading, load) = (loading.clone(), props.split.load);
        use_effect_with(*loading, move |now| {
            if now.wants_code() {
                wasm_bindgen_futures::spawn_local(async move {
                    let answer = load().await;
                    loading.set(loading.answered(answer));
                });
            }
        });
    }
    // A screen that came after a wait takes the focus, as it would have on opening (the
    // app's focus went to the "Loading…" line, which it replaced), and so does Try again.
    let waited = use_mut_ref(|| false);
    use_effect_with(*loading, move |now| match now {
        Loading::Waiting => *waited.borrow_mut() = true,
        Loading::Ready(_) if !*waited.borrow() => {}
        Loading::Ready(_) | Loading::Failed => focus_screen(),
    });
    match *loading {
        Loading::Ready(render) => render(&props.props),
        Loading::Waiting => html! {
            <main tabindex="-1" class="screen loading">
                <p role="status">{tr!(&words(), MENU_LAZY_LOADING)}</p>
            </main>
        },
        Loading::Failed => {
            let retry = {
                let loading = loading.clone();
                Callback::from(move |()| loading.set(loading.retried()))
            };
            // A page opened before the game was updated asks for files the host no longer
            // has: the page itself, loaded again, names the new ones.
            let reload = Callback::from(|()| {
                if let Some(window) = web_sys::window() {
                    let _ = window.location().reload();
                }
            });
            html! {
                <main tabindex="-1" class="screen loading">
                    <p class="problem" role="alert">{tr!(&words(), MENU_LAZY_FAILED)}</p>
                    <nav class="menu">
                        <button type="button" class="primary" autofocus=true onclick={press(&retry)}>{tr!(&words(), MENU_LAZY_RETRY)}</button>
                        <button type="button" class="secondary" onclick={press(&reload)}>{tr!(&words(), MENU_LAZY_RELOAD)}</button>
                        <button type="button" class="secondary" onclick={press(&props.on_home)}>{tr!(&words(), MENU_HOME)}</button>
                    </nav>
                </main>
            }
        }
    }
}

/// `split_screen!(table_page: TablePage(TablePageProps) in table)` declares the split screen
/// `table_page::SCREEN`, which renders the component `TablePage`, and whose code is in the
/// file `table` of the split build (screens may share a file).
macro_rules! split_screen {
    ($name:ident: $component:ident($props:ty) in $file:ident) => {
        pub mod $name {
            use super::*;
            use $crate::ui::lazy::{Render, Split};

            fn render(props: &$props) -> yew::Html {
                yew::html! { <$component ..props.clone() /> }
            }

            /// The screen's code: in the split build, what the file gives once fetched.
            #[cfg(feature = "split")]
            #[wasm_split_helpers::wasm_split($file, fallible)]
            fn $name() -> Result<Render<$props>, wasm_split_helpers::SplitLoaderError> {
                Ok(render)
            }

            #[cfg(feature = "split")]
            thread_local! {
                static LOADED: std::cell::Cell<Option<Render<$props>>> = const { std::cell::Cell::new(None) };
            }

            #[cfg(feature = "split")]
            pub static SCREEN: Split<$props> = Split {
                ready: || LOADED.with(std::cell::Cell::get),
                load: || {
                    Box::pin(async {
                        let render = $name().await.map_err(|_| ())?;
                        LOADED.with(|loaded| loaded.set(Some(render)));
                        Ok(render)
                    })
                },
            };

            #[cfg(not(feature = "split"))]
            pub static SCREEN: Split<$props> = Split {
                ready: || Some(render),
                load: || Box::pin(async { Ok(render as Render<$props>) }),
            };
        }
    };
}
pub(crate) use split_screen;
