// library functions and non-raytracing entries in libraries
cbuffer L : register(b0) { float4 K; row_major float3x3 M; };
Texture2D<float4> T : register(t0);
SamplerState S : register(s0);
RWStructuredBuffer<float4> O : register(u0);
struct Surf { float3 n; float r; float4 albedo; };

export float4 Shade(Surf s, float3 l) { return s.albedo * saturate(dot(s.n, l)) * (1 - s.r); }
export void Accum(inout float4 acc, in float4 v, out float w) { acc += v; w = v.a; }
export float Sum(float a[4]) { return a[0] + a[1] + a[2] + a[3]; }
float4 Fetch(Texture2D<float4> t, float2 uv) { return t.SampleLevel(S, uv, 0); }
float Internal(float x) { return x * K.x; }
export double DoubleIt(double d) { return d * 2; }
export min16float4 MinP(min16float4 v) { return v * (min16float)K.y; }
export void Write(uint i, float4 v) { O[i] = v; }

[shader("pixel")]
float4 PS(float2 uv : TEXCOORD, float3 n : NORMAL) : SV_Target
{
    Surf s; s.n = mul(M, n); s.r = K.w; s.albedo = T.Sample(S, uv);
    float4 acc = 0; float w;
    Accum(acc, Shade(s, float3(0, 1, 0)), w);
    float a[4] = { 1, w, uv.x, uv.y };
    return acc + Sum(a) + Internal(w) + Fetch(T, uv);
}

[shader("vertex")]
float4 VS(float3 p : POSITION) : SV_Position { return float4(mul(M, p), 1) * K; }

[shader("compute")]
[numthreads(32, 1, 1)]
void CS(uint i : SV_DispatchThreadID) { Write(i, float4(i, (float)DoubleIt(i), 0, 1)); }

