// DXIL 16-bit types (-enable-16bit-types)
struct H { half3 a; uint16_t b; int16_t2 c; float d; };
StructuredBuffer<H> In : register(t0);
RWStructuredBuffer<H> Out : register(u0);
RWByteAddressBuffer Raw : register(u1);
Texture2D<half4> T : register(t1); SamplerState S : register(s0);
cbuffer C : register(b0) { half4 Hc; uint16_t4 Uc; float F; };

[numthreads(32, 1, 1)]
void CS16(uint id : SV_DispatchThreadID)
{
    H h = In[id];
    h.a = h.a * Hc.xyz + (half)F;
    h.b = (uint16_t)(h.b << 3) ^ Uc.x;
    h.c = h.c * (int16_t2)Uc.yz - (int16_t)1;
    h.d = (float)dot(h.a, Hc.xyz) + (float)h.b;
    half x = mad(h.a.x, h.a.y, h.a.z);
    uint16_t m = min(h.b, Uc.w);
    Out[id] = h;
    Raw.Store<half2>(id * 4, half2(x, (half)m));
    Raw.Store<uint64_t>(id * 8 + 1024, (uint64_t)id << 40 | (uint64_t)m);
    Raw.Store<double>(id * 8 + 4096, (double)x * 3.0);
}

half4 PS16(half2 uv : TEXCOORD0, nointerpolation uint16_t k : K) : SV_Target
{
    half4 c = T.Sample(S, (float2)uv);
    c.rgb = c.rgb * Hc.rgb + (half)k;
    c.a = clamp(c.a, (half)0.25, (half)0.75) + (half)countbits((uint)k);
    return c;
}
